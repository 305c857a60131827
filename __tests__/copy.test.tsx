import { readdirSync, readFileSync } from 'node:fs';
import { render, screen, within } from '@testing-library/react';
import { ComparisonSection } from '@/components/home/ComparisonSection';
import { FaqSection } from '@/components/home/FaqSection';
import { HeroSection } from '@/components/home/HeroSection';
import { PricingSection } from '@/components/home/PricingSection';
import { SiteFooter } from '@/components/frame/SiteFooter';
import { TestimonialsSection } from '@/components/home/TestimonialsSection';
import { ValuePropositionSection } from '@/components/home/ValuePropositionSection';
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
import { sectionIds } from '@/content/routes';
import { sampleLabel } from '@/data/samples';
import { betEveryPick, site } from '@/content/site';
import { siteConfig } from '@/data/config';
import { faq as faqCopy } from '@/data/copy';
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

/** Every sentence the content modules give the pages, on both days and both ledgers. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}
const each = <T,>(build: (day: Date, claims: (typeof ledgers)[number]) => T) =>
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
const copy = Object.entries(modules).flatMap(([name, module]) =>
  strings(module).map((text) => ({ module: name, text })),
);

const section = (id: string) => {
  const found = document.getElementById(id);
  if (!found) throw new Error(`no #${id} section rendered`);
  return within(found);
};

test('the content modules are read (the scans below would pass on nothing)', () => {
  expect(copy.length).toBeGreaterThan(150);
  expect(copy.some(({ text }) => text.includes('opens October 1, 2025'))).toBe(true);
  expect(copy.some(({ text }) => text.includes('open since October 2025'))).toBe(true);
});

test('"Daily best bets" promises no pick every day, since some days have none', () => {
  render(<ValuePropositionSection />);
  const card = screen.getByRole('heading', { name: 'Daily best bets' }).closest('li');
  if (!card) throw new Error('no "Daily best bets" card');
  expect(card).not.toHaveTextContent(/every day/i);
  expect(card).toHaveTextContent('Most days');
  expect(card).toHaveTextContent(/no pick on a day/i);
  expect(copy.filter(({ text }) => /\bevery day\b/i.test(text))).toEqual([]);
});

test('every section says the same thing about betting the picks: one wording, no "picks we back"', () => {
  render(
    <>
      <HeroSection />
      <ComparisonSection />
      <FaqSection />
    </>,
  );
  const heroSection = document.querySelector<HTMLElement>('[aria-labelledby="hero-title"]');
  expect(heroSection).toHaveTextContent(betEveryPick);
  expect(section(sectionIds.transparency).getByRole('cell', { name: betEveryPick })).toBeInTheDocument();
  expect(section(sectionIds.faq).getByText(new RegExp(betEveryPick))).toBeInTheDocument();
  expect(copy.filter(({ text }) => /\bpicks? (we|they) back\b|\bone we have bet\b/i.test(text))).toEqual([]);
});

test('the pricing copy leaves room for the promotions the Terms allow', () => {
  render(
    <>
      <PricingSection />
      <FaqSection />
    </>,
  );
  const pricingText = document.getElementById(sectionIds.pricing)?.textContent ?? '';
  expect(pricingText).toMatch(/promotion may offer another price/);
  expect(pricingText).not.toMatch(/one plan|no tiers/i);
  expect(
    section(sectionIds.faq)
      .getByText(/How much does it cost/)
      .closest('div'),
  ).toHaveTextContent(/promotion/);
  expect(copy.filter(({ text }) => /\bone plan\b|\bno tiers\b|\bthere is one plan\b/i.test(text))).toEqual([]);
});

test('the testimonials carry the sample label of content/samples.json where they show', () => {
  render(<TestimonialsSection />);
  const label = sampleLabel('content/testimonials.ts');
  if (!label) throw new Error('content/samples.json no longer lists the testimonials as samples: delete this test');
  const notice = screen.getByText(label);
  expect(notice).toBeVisible();
  const firstQuote = document.querySelector(`#${sectionIds.testimonials} figure`);
  expect(firstQuote).not.toBeNull();
  expect(notice.compareDocumentPosition(firstQuote as Node) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  for (const quote of document.querySelectorAll(`#${sectionIds.testimonials} figure`)) {
    expect(quote).toHaveTextContent(testimonials.testimonialsSection.quoteSampleLabel);
  }
  expect(screen.getByText(testimonials.testimonialsSection.intro)).not.toHaveTextContent(/\bmembers\b/);
});

test('a sample slip calls its profit "To win", and its intro promises no payout', () => {
  render(<TestimonialsSection />);
  const slip = within(screen.getAllByRole('article')[0] as HTMLElement);
  expect(slip.getByText('To win')).toBeInTheDocument();
  expect(slip.getByText('To win').nextElementSibling).toHaveTextContent('$100');
  expect(document.getElementById(sectionIds.testimonials)).not.toHaveTextContent(/would pay|payout|potential win/i);
  expect(copy.filter(({ text }) => /would pay|potential win/i.test(text))).toEqual([]);
});

test('wherever cancelling is described, the member portal is linked', () => {
  render(
    <>
      <PricingSection />
      <FaqSection />
      <SiteFooter />
    </>,
  );
  const portalLinks = (container: HTMLElement | null) =>
    [...(container?.querySelectorAll('a') ?? [])].filter((a) => a.getAttribute('href') === siteConfig.memberPortalUrl);

  const note = screen.getByRole('note');
  expect(note).toHaveTextContent('Cancel online');
  expect(portalLinks(note)).toHaveLength(1);

  const cancelAnswer = screen.getByText('How do I cancel?').closest('details');
  expect(portalLinks(cancelAnswer)).toHaveLength(1);

  const footerCta = screen.getByRole('heading', { name: 'See the receipts for yourself' }).closest('section');
  expect(footerCta).toHaveTextContent('Cancel online');
  expect(portalLinks(footerCta)).toHaveLength(1);
  for (const link of portalLinks(document.body)) {
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
});

const british =
  /\b(licence|colou?rs?|behaviour|favour\w*|honour\w*|\w+is(e|ed|ing|ation)|centre|metre|programme|cheque|judgement|catalogue|analyse|travell\w*|cancell(ed|ing)|whilst|amongst|learnt|fortnight|e-mail)\b/i;
const britishExceptions =
  /\b(colors?|advertis(e|ing)|aris(e|ing)|otherwise|promise[sd]?|premise|exercise|expertise|surprise|rise|wise|precise|concise|noise|praise|raise|franchise|compromise)\b/i;

const legalText = ['terms', 'privacy'].flatMap((document) =>
  readdirSync(`content/${document}`)
    .filter((file) => file.endsWith('.mdx'))
    .map((file) => ({
      where: `content/${document}/${file}`,
      text: readFileSync(`content/${document}/${file}`, 'utf8'),
    })),
);

test('the copy is written in American English, the legal documents included', () => {
  expect(legalText.length).toBeGreaterThanOrEqual(2);
  const hits = [...copy, ...legalText].filter(({ text }) =>
    text.split(/[^\w-]+/).some((word) => british.test(word) && !britishExceptions.test(word)),
  );
  expect(hits).toEqual([]);
});

test('the footer states the minimum age once', () => {
  render(<SiteFooter />);
  const footer = screen.getByRole('contentinfo');
  const mentions = (footer.textContent ?? '').match(new RegExp(`(?<!\\d)${site.minimumAge}(?!\\d)`, 'g')) ?? [];
  expect(mentions).toHaveLength(1);
  const helpSection = footer.querySelector('section[aria-labelledby="responsible-title"]');
  expect(helpSection).toHaveTextContent(`${site.minimumAge}+ only`);
});

test('the pick evaluation carries the one name the Terms give it', () => {
  render(<ValuePropositionSection />);
  expect(screen.getByRole('heading', { level: 4, name: 'Deeper Analysis' })).toBeInTheDocument();
  expect(copy.filter(({ text }) => /Deeper Analysis pick evaluation/i.test(text))).toEqual([]);
});

test('each FAQ item asks one question, and no answer is a bare "No." to two', () => {
  for (const item of faqCopy) {
    expect(item.question.match(/\?/g)).toHaveLength(1);
    expect(item.question).not.toMatch(/,\s*(and|or)\s/);
    expect(item.answer).not.toMatch(/^(No|Yes)\.\s/);
  }
});

test('the renewal line promises no fixed price the Terms let us change, and says how a change is announced', () => {
  render(<PricingSection />);
  const note = screen.getByRole('note');
  expect(note).not.toHaveTextContent(/at the price shown/);
  expect(note).toHaveTextContent(/If the price ever changes, we email you before the new price applies/);
});
