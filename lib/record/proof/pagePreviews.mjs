/**
 * What a link to the home page, /record or a year page shows before it is opened (its title, the
 * preview's title, image and words, its structured data): any figure of the record it states (a
 * won-lost record, units, an ROI or a percentage, a count of picks) is the one the files prove for
 * that page, and a title states no other number. lib/record/proof/pageClaims.mjs reads the pages.
 */
import { numbersIn, sameNumber, unitsOrWordIn } from './pageText.mjs';
import { descriptionsOf, namesOf, PAGE_TYPE } from './structuredData.mjs';

/**
 * @typedef {import('./provenRecord.mjs').Tally} Tally
 * @typedef {{ tag: string, text: string }} Tagged
 */

/**
 * Where the build publishes a record page's preview image: the home page's and /record's are
 * their routes' opengraph-image (app/opengraph-image.tsx, app/record/opengraph-image.tsx), a year's
 * its preview.png route (content/routes.ts, recordYearPreviewPath). A query after it (the build's
 * hash of the image) is the same image.
 * @param {string} path the page's
 */
export const previewImagePath = (path) =>
  path === '/'
    ? '/opengraph-image/preview.png'
    : path === '/record'
      ? '/record/opengraph-image/preview.png'
      : `${path}/preview.png`;

/** A won-lost record as a text writes it: "245-220-8", "245–220". */
const RECORD = /(?<![\d.])(\d+)\s?[-–]\s?(\d+)(?:\s?[-–]\s?(\d+))?(?![\d.])/g;
const PERCENT = /([+\u2212-]?\d[\d,]*(?:\.\d+)?)\s*%/g;
/** A count of picks: "476 picks", "473 graded picks". */
const PICKS = /(\d[\d,]*)\s+(?:[a-z]+\s+)?picks?\b/gi;
const UNITS = /[+\u2212-]?\d[\d,]*(?:\.\d+)?\s*(?:u|units?)\b/gi;

/**
 * Why a text's figures are not those the files prove for the page, or null.
 * @param {string} text @param {Tally} figures @param {boolean} title whether the text names the page (a title, a preview's title)
 * @param {string | null} year the page's year, which its title names
 */
function figureProblem(text, figures, title, year) {
  const { wins, losses, pushes, unitsWon, unitsRisked } = figures;
  for (const [, ...counts] of text.matchAll(RECORD)) {
    const want = counts[2] === undefined ? `${wins}-${losses}` : `${wins}-${losses}-${pushes}`;
    if (counts.filter(Boolean).join('-') !== want) return `the files prove ${wins}-${losses}-${pushes}`;
  }
  const roi = unitsRisked > 0 ? (unitsWon / unitsRisked) * 100 : null;
  for (const [, number = ''] of text.matchAll(PERCENT))
    if (roi === null || !sameNumber(numbersIn(number)[0], roi))
      return roi === null
        ? 'the files prove no ROI yet (nothing risked)'
        : `the files prove an ROI of ${roi.toFixed(4)}%`;
  for (const units of unitsOrWordIn(text)) if (!sameNumber(units, unitsWon)) return `the files prove ${unitsWon} units`;
  const counts = [figures.picks, wins + losses + pushes];
  for (const [, count = ''] of text.matchAll(PICKS))
    if (!counts.includes(Number(count.replaceAll(',', ''))))
      return `the files prove ${figures.picks} picks, ${wins + losses + pushes} of them won, lost or pushed`;
  if (!title) return null;
  const rest = [RECORD, PERCENT, PICKS, UNITS].reduce((left, figure) => left.replace(figure, ' '), text);
  const other = numbersIn(rest).find((number) => String(Math.abs(number.value)) !== year);
  return other ? `it names ${other.value}, which is no figure the files prove` : null;
}

/**
 * The figures a record page's preview states, against the files: every title, description and
 * structured-data name or description (of any type: a FAQ question, a data set), each read for
 * a record, units, percentages and counts of picks.
 * @param {string} path
 * @param {{ alts: Tagged[], descriptions: Tagged[], title: string | null, structured: (import('./structuredData.mjs').StructuredNode[] | null)[] }} head
 * @param {Tally} figures what the files prove for the page @param {string | null} year the year page's year
 * @returns {string[]}
 */
export function previewFigureProblems(path, head, figures, year) {
  const nodes = head.structured.flatMap((block) => block ?? []).filter((item) => !item.types.includes(PAGE_TYPE));
  const named = [...head.alts, { tag: 'title', text: head.title ?? '' }, ...nodes.flatMap(namesOf)];
  const described = [...head.descriptions, ...nodes.flatMap(descriptionsOf)];
  /** @type {string[]} */
  const problems = [];
  for (const [texts, title] of /** @type {const} */ ([
    [named, true],
    [described, false],
  ])) {
    for (const { tag, text } of texts) {
      const problem = figureProblem(text, figures, title, year);
      if (problem) problems.push(`${path}'s ${tag} reads ${JSON.stringify(text)}, but ${problem}`);
    }
  }
  return [...new Set(problems)];
}
