import { render, screen } from '@testing-library/react';
import { SiteLink } from '@/components/ui/SiteLink';
import { isOutsideLink } from '@/lib/legal/words.mjs';

// A legal document's links go through SiteLink (mdx-components.tsx): every way of writing another
// site's address opens in a new tab, says so, and gives the other site no access to this one.
test.each([
  'https://example.org',
  'HTTPS://evil.example',
  'Http://evil.example',
  'http:evil.example',
  '//evil.example',
  '\\\\evil.example',
  '/\\evil.example',
  ' \t//evil.example',
])('%j is another site', (href) => {
  expect(isOutsideLink(href)).toBe(true);
  render(<SiteLink href={href}>Help</SiteLink>);
  const link = screen.getByRole('link', { name: 'Help (opens in a new tab)' });
  expect([link.getAttribute('target'), link.getAttribute('rel')]).toEqual(['_blank', 'noopener noreferrer']);
});

test.each(['/privacy', '#section-4', 'privacy', 'mailto:support@receipts.club', 'tel:18005224700', '/'])(
  '%j stays on the site (or opens the visitor’s own app) as a plain link',
  (href) => {
    expect(isOutsideLink(href)).toBe(false);
    render(<SiteLink href={href}>Help</SiteLink>);
    const link = screen.getByRole('link', { name: 'Help' });
    expect([link.getAttribute('target'), link.getAttribute('rel')]).toEqual([null, null]);
  },
);
