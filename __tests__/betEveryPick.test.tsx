import { render, within } from '@testing-library/react';
import { ComparisonSection } from '@/components/home/ComparisonSection';
import { FaqSection } from '@/components/home/FaqSection';
import { HeroSection } from '@/components/home/HeroSection';
import { sectionIds } from '@/content/routes';
import { betEveryPick } from '@/content/site';
import { copyMatching } from './support/siteCopy';

const section = (id: string) => {
  const found = document.getElementById(id);
  if (!found) throw new Error(`no #${id} section rendered`);
  return within(found);
};

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
  expect(copyMatching(/\bpicks? (we|they) back\b|\bone we have bet\b/i)).toEqual([]);
});
