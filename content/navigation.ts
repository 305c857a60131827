export type NavLink = { href: string; label: string };

export const headerLinks: readonly NavLink[] = [
  { href: '/about', label: 'About' },
  { href: '/privacy', label: 'Privacy' },
  { href: '/terms', label: 'Terms' },
];

export const joinLink: NavLink = { href: '/#pricing', label: 'Join' };

export const quickLinks: readonly NavLink[] = [
  { href: '/#track-record', label: 'Track record' },
  { href: '/#value-proposition', label: 'What you get' },
  { href: '/#pricing', label: 'Pricing' },
  { href: '/#faq', label: 'FAQ' },
  { href: '/about', label: 'About us' },
];

export const legalLinks: readonly NavLink[] = [
  { href: '/terms', label: 'Terms and Conditions' },
  { href: '/privacy', label: 'Privacy Policy' },
];
