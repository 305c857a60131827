import { homeSection, routes, sectionIds } from './routes';

export type NavLink = { href: string; label: string };

export const headerLinks: readonly NavLink[] = [
  { href: routes.about, label: 'About' },
  { href: routes.record, label: 'Record' },
  { href: routes.privacy, label: 'Privacy' },
  { href: routes.terms, label: 'Terms' },
];

export const joinLink: NavLink = { href: homeSection(sectionIds.pricing), label: 'Join' };

export const quickLinks: readonly NavLink[] = [
  { href: homeSection(sectionIds.trackRecord), label: 'Track record' },
  { href: routes.record, label: 'Full record' },
  { href: homeSection(sectionIds.valueProposition), label: 'What you get' },
  { href: homeSection(sectionIds.pricing), label: 'Pricing' },
  { href: homeSection(sectionIds.faq), label: 'FAQ' },
  { href: routes.about, label: 'About us' },
];

export const termsLink: NavLink = { href: routes.terms, label: 'Terms and Conditions' };
export const privacyLink: NavLink = { href: routes.privacy, label: 'Privacy Policy' };

export const legalLinks: readonly NavLink[] = [termsLink, privacyLink];
