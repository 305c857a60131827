import { render, screen } from '@testing-library/react';
import { SiteFooter } from '@/components/frame/SiteFooter';
import { FaqSection } from '@/components/home/FaqSection';
import { PricingSection } from '@/components/home/PricingSection';
import { siteConfig } from '@/data/config';

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
