import { pricing, site } from './site';

export const trialBanner = {
  title: `${pricing.trialDays}-Day Free Trial`,
  /**
   * The banner's line: "winning" only while the record's own numbers back it at the build
   * (recordIsWinning in lib/record/figures/claims.ts), else the same line without the claim.
   */
  lines: {
    winning: 'Join our winning community risk-free',
    unproven: 'Join our community risk-free',
  },
  ageNote: `${site.minimumAge}+ only`,
  cta: 'Start Trial',
  close: 'Dismiss the free trial banner',
  /** The localStorage key that remembers a dismissal on this device. */
  storageKey: 'trial-banner-dismissed',
} as const;

/** The line the banner shows in this build: the claim only where the record backs it. */
export function trialBannerLine({ winning }: { winning: boolean }): string {
  return winning ? trialBanner.lines.winning : trialBanner.lines.unproven;
}
