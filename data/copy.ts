import { aboutAt } from '@/content/about';
import { comparisonAt } from '@/content/comparison';
import { faqAt } from '@/content/faq';
import { valuePropositionAt } from '@/content/features';
import { footerAt } from '@/content/footer';
import { heroAt } from '@/content/hero';
import { pricingSectionAt } from '@/content/pricing';
import { recordSettings } from '@/content/record/settings.mjs';
import { trackRecordAt } from '@/content/timeline';
import { trialBannerLine } from '@/content/trialBanner';
import { recordClaims } from '@/lib/record/figures/claims';
import { buildDate } from './buildDate.mjs';
import { siteConfig } from './config';
import { getRecord } from './record/ledger';

/**
 * The words of content/ that depend on the day of the build, its settings or the ledger, as they
 * read in this build. Tests pin other days and ledgers by calling the content functions themselves.
 */
/** What the ledger backs: the years of results, the first pick's month, the share of picks with a slip. */
export const claims = recordClaims(getRecord().picks, buildDate, recordSettings);

export const hero = heroAt(claims);
export const comparison = comparisonAt(claims);
export const trackRecord = trackRecordAt(buildDate, claims);
export const valueProposition = valuePropositionAt(buildDate, claims);
export const pricingSection = pricingSectionAt(buildDate, siteConfig, claims);
export const faq = faqAt(buildDate, siteConfig, claims);
export const footer = footerAt(buildDate, siteConfig);
export const about = aboutAt(claims);
export const trialBannerText = trialBannerLine(claims);
