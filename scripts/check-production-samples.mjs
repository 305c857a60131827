#!/usr/bin/env node
// Runs before every build. A production build (SITE_ENV=production) is refused while
// content/samples.json still lists sample content, naming each file to replace.
// Usage: check-production-samples [path to samples.json]
import { readFileSync } from 'node:fs';

const file = process.argv[2] ?? 'content/samples.json';
if (process.env.SITE_ENV !== 'production') process.exit(0);

/** @type {Record<string, string>} */
const samples = JSON.parse(readFileSync(file, 'utf8'));
const entries = Object.entries(samples);
if (entries.length === 0) {
  console.log(`ok    ${file}: no sample content left`);
  process.exit(0);
}

/** @type {Record<string, string>} */
const extra = {
  'content/record/picks.csv':
    " Keep content/record/corrections.csv to its header row (or the real corrections) and empty content/record/tokens/ (git rm -r content/record/tokens): the sample's tokens come from the sample authority, which a production build refuses. The sample slips under content/record/slips/sample/ are drawn only for the sample.",
  'content/record/authority.pem':
    ' Put your time-stamping authority\'s certificate there (PEM, as the authority publishes it), pin its root in scripts/record/trust/authorities.json, and set TSA_URL to its address (docs/operating.md, "Launch checklist").',
};
console.error(`error SITE_ENV=production, but the site still ships sample content (listed in ${file}):\n`);
for (const [sample, label] of entries) {
  console.error(
    `  ${sample}\n    "${label}"\n    Replace it with the real content, then delete its line from ${file}.${extra[sample] ?? ''}\n`,
  );
}
console.error(
  `A production build is refused until ${entries.length === 1 ? 'this file is' : `these ${entries.length} files are`} replaced. A preview build without SITE_ENV=production still works and labels the samples.`,
);
process.exit(1);
