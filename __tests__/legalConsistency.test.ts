/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parlayReviewMaxPicks } from '@/content/features';
import { valueProposition } from '@/data/copy';
import { nationalHelpline } from '@/content/help';
import { membership, pricing, site } from '@/content/site';
import { siteConfig } from '@/data/config';
import { trialBanner } from '@/content/trialBanner';
import { formatDate } from '@/lib/format';
import { listVersionDates } from '@/data/legal/versionFiles.mjs';
import { legalBuildDay } from '@/data/legal/buildDay';

// The legal documents are texts of their own: a version in effect must not change when a module
// does. So each figure is read from the sentence that states it in the version in effect, and
// compared with the module the pages read.
function currentVersion(document: string) {
  const dir = path.join('content', document);
  const date = listVersionDates(dir)
    .filter((day) => day <= legalBuildDay)
    .at(-1);
  return { file: path.join(dir, `${date}.mdx`), text: readFileSync(path.join(dir, `${date}.mdx`), 'utf8') };
}

const terms = currentVersion('terms');
const privacy = currentVersion('privacy');
const { pickEvaluation, parlayReview } = valueProposition.addOns;

/** Where in each document a test has read a figure, so the last test can find figures none read. */
const read = new Map<string, [number, number][]>();

/** The groups of every match of a sentence pattern; fails when the sentence is gone. */
function stated(document: { file: string; text: string }, pattern: RegExp): string[][] {
  const found = [...document.text.matchAll(new RegExp(pattern, 'g'))];
  if (found.length === 0) throw new Error(`${document.file} no longer has a sentence matching ${pattern}`);
  const spans = read.get(document.file) ?? [];
  for (const match of found) spans.push([match.index, match.index + match[0].length]);
  read.set(document.file, spans);
  return found.map((match) => match.slice(1));
}

const only = (document: { file: string; text: string }, pattern: RegExp) => stated(document, pattern)[0] ?? [];

describe(`the Terms in effect (${terms.file}) state the site's figures`, () => {
  test('the monthly fee, every time it is given, is the pricing card’s', () => {
    const fees = stated(terms, /\$(\d+(?:\.\d\d)?) a month/).map(([fee]) => Number(fee));
    expect(fees).toEqual(fees.map(() => pricing.monthlyFee));
  });

  test('the free trial, every time its length is given, is the site’s trial length', () => {
    const lengths = stated(terms, /(\d+)-day free trial/).map(([days]) => Number(days));
    expect(lengths).toEqual(lengths.map(() => pricing.trialDays));
  });

  test('the minimum age is the site’s', () => {
    expect(Number(only(terms, /you are at least (\d+) years old/)[0])).toBe(site.minimumAge);
  });

  test('the number of add-ons and each price and unit are the add-on cards’', () => {
    const [count] = only(terms, /we offer (\w+) optional add-ons/);
    expect(count).toBe(['one', 'two', 'three', 'four'][Object.keys(valueProposition.addOns).length - 1]);
    const [evaluationPrice, evaluationUnit] = only(
      terms,
      /a written evaluation of a pick [^\n]*?for \$(\d+) (per \w+)\./,
    );
    expect({ price: Number(evaluationPrice), unit: evaluationUnit }).toEqual({
      price: pickEvaluation.price,
      unit: pickEvaluation.priceUnit,
    });
    const [parlayPrice, maxPicks] = only(terms, /a written review of a parlay, for \$(\d+) for up to (\d+) picks\./);
    expect({ price: Number(parlayPrice), maxPicks: Number(maxPicks) }).toEqual({
      price: parlayReview.price,
      maxPicks: parlayReviewMaxPicks,
    });
  });

  test('the add-on the Terms call Deeper Analysis is defined as the pick evaluation', () => {
    expect(only(terms, /\*\*(Pick evaluation) \(Deeper Analysis\):\*\* a written evaluation/)).toHaveLength(1);
  });

  test('the picks a day are the site’s range', () => {
    const [min, max] = only(terms, /Usually (\d+) to (\d+) picks a day/);
    expect({ min: Number(min), max: Number(max) }).toEqual(membership.picksPerDay);
  });

  test('the sports covered are the site’s list', () => {
    const [list = ''] = only(terms, /We cover the (.+?) and other sports\./);
    expect(list.split(', ')).toEqual([...membership.sports]);
  });

  test('the chat launch date is the site’s', () => {
    expect(only(terms, /launches on (\w+ \d{1,2}, \d{4})/)[0]).toBe(formatDate(site.chatLaunch));
  });

  test('the helpline’s name, numbers and site are the footer’s', () => {
    const [name, first, second, host] = only(
      terms,
      /The (National [\w ]+ Helpline) is free[^\n]*? call (.+?) or (.+?), or visit \[([^\]]+)\]/,
    );
    const [call, or, , chat] = nationalHelpline.contacts;
    expect({ name, first, second, host }).toEqual({
      name: nationalHelpline.name,
      first: call?.text,
      second: or?.text,
      host: chat?.text,
    });
  });

  test('the figures only the Terms state are there: the liability cap and the informal dispute period', () => {
    expect(only(terms, /THE AMOUNT YOU PAID US IN THE (\d+) MONTHS [^\n]*?AND \(B\) \$(\d+)\./)).toHaveLength(2);
    expect(only(terms, /at least (\d+) days after the notice is received/)).toHaveLength(1);
  });

  test('cancelling online links the member portal, not a typed address', () => {
    expect(only(terms, /\*\*You can cancel at any time, online, [^\n]*?(<MemberPortalLink \/>)/)).toHaveLength(1);
  });
});

describe(`the Privacy Policy in effect (${privacy.file}) states the site's figures`, () => {
  test('the minimum age, every time it is given, is the site’s', () => {
    const ages = [...stated(privacy, /minimum age of (\d+)/), ...stated(privacy, /under (\d+)\b/)].map(([age]) =>
      Number(age),
    );
    expect(ages).toEqual(ages.map(() => site.minimumAge));
  });

  test('the one thing stored on the device is the trial banner’s key, every time it is named', () => {
    const keys = [...stated(privacy, /under the key `([^`]+)`/), ...stated(privacy, /clear the `([^`]+)` flag/)].map(
      ([key]) => key,
    );
    expect(keys).toEqual(keys.map(() => trialBanner.storageKey));
    expect(only(privacy, /\*\*(One) item in local storage\.\*\*/)).toEqual(['One']);
  });

  test('the helpline it names is the footer’s', () => {
    expect(only(privacy, /help lines such as the (National [\w ]+ Helpline)/)[0]).toBe(nationalHelpline.name);
  });

  test('the figures only the Privacy Policy states are there: the response time and the look-back period', () => {
    expect(only(privacy, /within the time the law sets, usually (\d+) days/)).toHaveLength(1);
    expect(stated(privacy, /[Ii]n the past (\d+) months/)).not.toHaveLength(0);
  });
});

// A figure stated in a new wording would escape the sentence patterns above, so every amount, age,
// day count and pick count in the documents must sit inside a sentence one of those tests read.
const figure =
  /\$\d[\d,]*(?:\.\d\d)?|\b\d+-day\b|\b\d+ (?:days?|months?|years?|picks?)\b|\b(?:at least|under|below|over|age of|aged|younger than|older than) \d+\b|\b\d+(?:\+| and over| or older)/gi;

test.each([terms, privacy])('every money, age, day and pick figure in $file is one a test above reads', (document) => {
  const spans = read.get(document.file) ?? [];
  expect(spans.length).toBeGreaterThan(0);
  const unread = [...document.text.matchAll(figure)]
    .filter((match) => !spans.some(([start, end]) => match.index >= start && match.index < end))
    .map((match) => `line ${document.text.slice(0, match.index).split('\n').length}: "${match[0]}"`);
  expect(unread).toEqual([]);
});

test('the legal documents take the brand name, the address and the portal from the site config', () => {
  for (const document of [terms, privacy]) {
    expect(document.text).not.toContain(site.name);
    expect(document.text).not.toMatch(/[\w.+-]+@[\w-]+\.[\w.]+/);
    expect(document.text).not.toContain(new URL(siteConfig.memberPortalUrl).host);
    expect(document.text).toContain('<ContactEmail />');
  }
});
