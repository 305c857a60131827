import { pricing, site } from './site';

export const trialBanner = {
  title: `${pricing.trialDays}-Day Free Trial`,
  line: 'Join our winning community risk-free',
  ageNote: `${site.minimumAge}+ only`,
  cta: 'Start Trial',
  close: 'Dismiss the free trial banner',
  /** The localStorage key that remembers a dismissal on this device. */
  storageKey: 'trial-banner-dismissed',
} as const;
