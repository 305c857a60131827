import { render, screen, within } from '@testing-library/react';
import { glossary, glossarySection } from '@/content/record/glossary';
import { PickCheck } from '@/components/pick/PickCheck';
import { PickProof } from '@/components/pick/PickProof';
import { PickSlip } from '@/components/pick/PickSlip';
import { PickTerms } from '@/components/pick/PickTerms';
import { revealedBuild, sealedBuild, sealedPick } from '@/e2e/fixtures/record/moments.mjs';
import { fixturePickPage, fixturePickPages } from './support/pickPages';

const revealed = fixturePickPages(revealedBuild);
const sealed = fixturePickPages(sealedBuild);
const corrected = fixturePickPage(revealed, 'FX-0002');

test('the terms section defines each term once, under the anchor the page links to', () => {
  render(<PickTerms />);
  const section = screen.getByRole('region', { name: glossarySection.title });
  expect(section).toHaveAttribute('id', glossarySection.id);
  const terms = within(section).getAllByRole('term');
  expect(terms.map((term) => term.id)).toEqual(glossary.map((entry) => entry.id));
  for (const entry of glossary) expect(within(section).getByText(entry.definition).tagName).toBe('DD');
});

test('the proof and the checks link seal, secret, chain value and token to their terms', () => {
  render(
    <>
      <PickProof page={corrected} timeZone="America/New_York" />
      <PickCheck page={corrected} siteUrl="https://example.test" />
      <PickTerms />
    </>,
  );
  for (const id of ['term-seal', 'term-secret', 'term-chain', 'term-token']) {
    const links = document.querySelectorAll(`a[href="#${id}"]`);
    // Once in the proof's first paragraph and once in the checks' summary, each to a term on the page.
    expect(links).toHaveLength(2);
    expect(document.getElementById(id)?.tagName).toBe('DT');
  }
});

test('each block of checks is headed by what it proves: the pick, its grade and each correction', () => {
  render(<PickCheck page={corrected} siteUrl="https://example.test" />);
  expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
    'This shows the pick you see is the one we sealed before the start.',
    'This shows how we first graded the pick, and when: any change since is a correction, a link of its own.',
    'This shows what the correction changed, why and when, as a dated link of its own rather than a quiet edit.',
  ]);
  expect(screen.getByText(/^What these checks prove:/)).toHaveTextContent(
    'What they cannot prove: that the game’s start time and score are the real ones',
  );
});

test('a sealed pick’s one block says what it proves before the start, with nothing of the pick', () => {
  const page = fixturePickPage(sealed, sealedPick.id);
  render(<PickCheck page={page} siteUrl="https://example.test" />);
  expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
    'This shows this seal is in the record’s chain, and when an authority that is not us saw it.',
  ]);
  expect(document.body).not.toHaveTextContent(sealedPick.selection);
});

test('what each check quotes links to where the page and the downloads show it', () => {
  render(
    <>
      <PickProof page={corrected} timeZone="America/New_York" />
      <PickCheck page={corrected} siteUrl="https://example.test" />
    </>,
  );
  const [pick, grade, correction] = screen.getAllByRole('listitem');
  const hrefs = (item: HTMLElement | undefined) =>
    within(item ?? document.body)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
  expect(hrefs(pick)).toEqual([
    '/record.csv',
    '#FX-0002-row',
    '/record/corrections.csv',
    '#FX-0002-links',
    '/record/chain.csv',
  ]);
  expect(pick).toHaveTextContent(
    `It quotes line ${corrected.row.line} of record.csv, shown above; each correction’s value before, in corrections.csv; and the chain value before this link, in the table above and in chain.csv.`,
  );
  expect(hrefs(grade)).toEqual(hrefs(pick));
  expect(hrefs(correction)).toEqual([
    '/record/corrections.csv',
    '/record#correction-2',
    '#FX-0002-links',
    '/record/chain.csv',
  ]);
  // Each anchor the checks link is on the page.
  for (const id of ['FX-0002-row', 'FX-0002-links']) expect(document.getElementById(id)).not.toBeNull();
});

test('the slip’s caption says it is the book’s ticket as settled, which is what the grade carries', () => {
  render(<PickSlip slip={{ src: '/slips/fx-0001.webp', width: 360, height: 520 }} sportsbook="Harbor Sports" />);
  expect(screen.getByRole('figure')).toHaveTextContent(
    'The sportsbook’s ticket for this bet, as it settled: the stake, the odds and what it paid.',
  );
  expect(screen.getByRole('img')).toHaveAttribute('alt', 'The settled ticket from Harbor Sports');
  expect(document.body).not.toHaveTextContent(/photographed|when we placed/);
});
