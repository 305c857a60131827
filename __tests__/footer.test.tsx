import { render, screen } from '@testing-library/react';
import { SiteFooter } from '@/components/frame/SiteFooter';
import { site } from '@/content/site';

test('the footer states the minimum age once, in its responsible-gambling notice', () => {
  render(<SiteFooter />);
  const footer = screen.getByRole('contentinfo');
  const mentions = (footer.textContent ?? '').match(new RegExp(`(?<!\\d)${site.minimumAge}(?!\\d)`, 'g')) ?? [];
  expect(mentions).toHaveLength(1);
  const helpSection = footer.querySelector('section[aria-labelledby="responsible-title"]');
  expect(helpSection).toHaveTextContent(`${site.minimumAge}+ only`);
});
