import { render, screen, within } from '@testing-library/react';
import { TestimonialsSection } from '@/components/home/TestimonialsSection';
import { sectionIds } from '@/content/routes';
import { testimonialsSection } from '@/content/testimonials';
import { sampleLabel } from '@/data/samples';
import { copyMatching } from './support/siteCopy';

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
    expect(quote).toHaveTextContent(testimonialsSection.quoteSampleLabel);
  }
  expect(screen.getByText(testimonialsSection.intro)).not.toHaveTextContent(/\bmembers\b/);
});

test('a sample slip calls its profit "To win", and its intro promises no payout', () => {
  render(<TestimonialsSection />);
  const slip = within(screen.getAllByRole('article')[0] as HTMLElement);
  expect(slip.getByText('To win')).toBeInTheDocument();
  expect(slip.getByText('To win').nextElementSibling).toHaveTextContent('$100');
  expect(document.getElementById(sectionIds.testimonials)).not.toHaveTextContent(/would pay|payout|potential win/i);
  expect(copyMatching(/would pay|potential win/i)).toEqual([]);
});
