/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import { valueProposition, parlayReviewMaxPicks } from '@/content/features';
import { formatPrice, pricing, site } from '@/content/site';
import { formatDate } from '@/lib/format';

const terms = readFileSync('content/terms.mdx', 'utf8');
const privacy = readFileSync('content/privacy.mdx', 'utf8');
const { pickEvaluation, parlayReview } = valueProposition.addOns;

// The Terms are a text of their own; these are the figures the pages show, which the Terms must
// state the same way.
test.each([
  ['the monthly fee', formatPrice(pricing.monthlyFee)],
  ['the trial length', `${pricing.trialDays}-day`],
  ['the pick evaluation price', formatPrice(pickEvaluation.price)],
  ['the parlay review price', formatPrice(parlayReview.price)],
  ['the parlay review size', `up to ${parlayReviewMaxPicks} picks`],
  ['the minimum age', String(site.minimumAge)],
  ['the chat launch date', formatDate(site.chatLaunch)],
])('the Terms state %s as the site does (%s)', (_, figure) => {
  expect(terms).toContain(figure);
});

test('the legal documents take the brand name and the address from the site config', () => {
  for (const document of [terms, privacy]) {
    expect(document).not.toContain(site.name);
    expect(document).not.toMatch(/[\w.+-]+@[\w-]+\.[\w.]+/);
    expect(document).toContain('<ContactEmail />');
  }
});

test('the Privacy Policy says the site sets no tracking and names the one thing it stores', () => {
  expect(privacy).toMatch(/analytics/i);
  expect(privacy).toContain('trial-banner-dismissed');
});
