import { render, screen, within } from '@testing-library/react';
import { FaqSection } from '@/components/home/FaqSection';
import { PricingSection } from '@/components/home/PricingSection';
import { sectionIds } from '@/content/routes';
import { copyMatching } from './support/siteCopy';

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
  const faq = document.getElementById(sectionIds.faq);
  if (!faq) throw new Error(`no #${sectionIds.faq} section rendered`);
  expect(
    within(faq)
      .getByText(/How much does it cost/)
      .closest('div'),
  ).toHaveTextContent(/promotion/);
  expect(copyMatching(/\bone plan\b|\bno tiers\b|\bthere is one plan\b/i)).toEqual([]);
});

test('the renewal line promises no fixed price the Terms let us change, and says how a change is announced', () => {
  render(<PricingSection />);
  const note = screen.getByRole('note');
  expect(note).not.toHaveTextContent(/at the price shown/);
  expect(note).toHaveTextContent(/If the price ever changes, we email you before the new price applies/);
});
