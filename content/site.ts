import { formatMoney } from '@/lib/format';

/**
 * The site's facts and its build-time configuration. Every page reads names, prices, ages, dates
 * and addresses from here. The operator sets the environment variables listed in the README before
 * `npm run build`; the defaults below are used when one is not set.
 */

function configured(name: string, fallback: string, kind: 'url' | 'email'): string {
  const value = process.env[name]?.trim() || fallback;
  const valid =
    kind === 'url'
      ? URL.canParse(value) && /^https?:$/.test(new URL(value).protocol)
      : /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
  if (!valid) {
    throw new Error(`${name} must be ${kind === 'url' ? 'an http(s) URL' : 'an email address'}, got "${value}".`);
  }
  return value;
}

export const pricing = {
  currency: 'USD',
  monthlyFee: 50,
  trialDays: 3,
} as const;

/** An amount in the site's currency, as the copy writes it: "$50", "$1.67". */
export function formatPrice(amount: number): string {
  return formatMoney(amount, pricing.currency);
}

/**
 * The rule the site is built on, in the one wording every section uses: every posted pick is
 * bet with the club's own money, so every posted pick has a slip.
 */
export const betEveryPick = 'We bet every pick we post with our own money';

export const site = {
  name: 'Receipts Club',
  tagline: 'Handicappers who post the receipts',
  description: `Sports picks from handicappers who bet every pick they post with their own money and show the real slip. ${pricing.trialDays}-day free trial, then ${formatPrice(pricing.monthlyFee)} a month.`,
  url: configured('SITE_URL', 'https://receipts.club', 'url').replace(/\/$/, ''),
  contactEmail: configured('CONTACT_EMAIL', 'support@receipts.club', 'email'),
  checkoutUrl: configured('CHECKOUT_URL', 'https://checkout.receipts.club/join', 'url'),
  /** Where members manage and cancel their subscription, at the member-management provider. */
  memberPortalUrl: configured('MEMBER_PORTAL_URL', 'https://members.receipts.club/account', 'url'),
  social: {
    photos: {
      label: 'Instagram',
      url: configured('INSTAGRAM_URL', 'https://www.instagram.com/receiptsclub', 'url'),
    },
    chat: {
      label: 'Discord',
      url: configured('CHAT_INVITE_URL', 'https://discord.gg/receiptsclub', 'url'),
    },
  },
  minimumAge: 21,
  /** The landing page's reading of the start: the first posted receipt. "N+ years" counts from it. */
  firstReceipt: { year: 2023, month: 8 },
  /** The about story's reading of the start (SPEC §1 keeps both). */
  foundedYear: 2022,
  /** The day the private chat opens; the pages speak of it as upcoming until then. */
  chatLaunch: '2025-10-01',
  /** The first year of the copyright notice; it runs to the build year. */
  copyrightFrom: 2023,
} as const;

export const membership = {
  picksPerDay: { min: 1, max: 3 },
  minutesPerDay: { min: 5, max: 10 },
  sports: ['NFL', 'NBA', 'MLB', 'NHL', 'college football', 'college basketball'],
} as const;

/** A line of copy with a link after it, such as where members cancel. */
export type LinkedLine = { text: string; link?: { href: string; label: string } };

/** Where members cancel: their account at the member-management provider. */
export const cancelLink = { href: site.memberPortalUrl, label: 'Manage or cancel your membership' } as const;
