import * as about from '@/content/about';
import * as comparison from '@/content/comparison';
import * as faq from '@/content/faq';
import * as features from '@/content/features';
import * as footer from '@/content/footer';
import * as help from '@/content/help';
import * as hero from '@/content/hero';
import * as navigation from '@/content/navigation';
import * as notFound from '@/content/status';
import * as pricing from '@/content/pricing';
import { site } from '@/content/site';
import { siteConfig } from '@/data/config';
import * as testimonials from '@/content/testimonials';
import * as timeline from '@/content/timeline';
import * as trialBanner from '@/content/trialBanner';

/** Both sides of every date the copy depends on. */
const days = [new Date('2025-09-20T12:00:00Z'), new Date('2026-11-23T12:00:00Z')];

/** Both readings of the ledger the copy speaks of: every pick with its slip, and not quite. */
const ledgers = [
  { firstPick: { year: 2023, month: 8 }, years: 3, slipShare: 1 },
  { firstPick: { year: 2023, month: 8 }, years: 0, slipShare: 0.97 },
];

/** Every sentence a value holds. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

/** What each function of the build date and the ledger's claims gives, on both days and both ledgers. */
const each = <T>(build: (day: Date, claims: (typeof ledgers)[number]) => T) =>
  days.flatMap((day) => ledgers.map((claims) => build(day, claims)));

const modules = {
  about: [about, each((_, claims) => about.aboutAt(claims))],
  comparison: each((_, claims) => comparison.comparisonAt(claims)),
  faq: [faq, each((day, claims) => faq.faqAt(day, siteConfig, claims))],
  features: [features, each((day, claims) => features.valuePropositionAt(day, claims))],
  footer: each((day) => footer.footerAt(day, siteConfig)),
  help,
  hero: each((_, claims) => hero.heroAt(claims)),
  navigation,
  notFound,
  pricing: each((day, claims) => pricing.pricingSectionAt(day, siteConfig, claims)),
  site,
  testimonials,
  timeline: each((day, claims) => timeline.trackRecordAt(day, claims)),
  trialBanner,
};

/** Every sentence the content modules give the pages, on both days, with the module it comes from. */
export const siteCopy = Object.entries(modules).flatMap(([name, module]) =>
  strings(module).map((text) => ({ module: name, text })),
);

// A scan of nothing passes whatever it looks for: fail loudly if the modules stop being read.
if (
  siteCopy.length < 150 ||
  !siteCopy.some(({ text }) => text.includes('opens October 1, 2025')) ||
  !siteCopy.some(({ text }) => text.includes('open since October 2025'))
) {
  throw new Error(`__tests__/support/siteCopy.ts read ${siteCopy.length} sentences, not the site's copy on both days`);
}

/** The sentences of the site's copy that match `pattern`: a rule's scan expects none. */
export const copyMatching = (pattern: RegExp) => siteCopy.filter(({ text }) => pattern.test(text));
