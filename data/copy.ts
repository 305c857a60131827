import { aboutAt } from '@/content/about';
import { faqAt } from '@/content/faq';
import { valuePropositionAt } from '@/content/features';
import { footerAt } from '@/content/footer';
import { heroAt } from '@/content/hero';
import { pricingSectionAt } from '@/content/pricing';
import { trackRecordAt } from '@/content/timeline';
import { buildDate } from './buildDate.mjs';
import { siteConfig } from './config';

/**
 * The words of content/ that depend on the day of the build or its settings, as they read in this
 * build. Tests pin other days by calling the content functions themselves.
 */
export const hero = heroAt(buildDate);
export const trackRecord = trackRecordAt(buildDate);
export const valueProposition = valuePropositionAt(buildDate);
export const pricingSection = pricingSectionAt(buildDate, siteConfig);
export const faq = faqAt(buildDate, siteConfig);
export const footer = footerAt(buildDate, siteConfig);
export const about = aboutAt(buildDate);
