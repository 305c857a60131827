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
    throw new Error(`${name} must be ${kind === 'url' ? 'an http(s) URL' : 'an e-mail address'}, got "${value}".`);
  }
  return value;
}

export const pricing = {
  currency: 'USD',
  monthlyFee: 50,
  trialDays: 3,
} as const;

export const site = {
  name: 'Receipts Club',
  tagline: 'Handicappers who post the receipts',
  description: `Daily sports picks from handicappers who bet their own money and post the real slip for every pick. ${pricing.trialDays}-day free trial, then $${pricing.monthlyFee} a month.`,
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
  /** The landing page's reading of the start: the first posted receipt. */
  firstReceipt: { year: 2023, month: 8 },
  /** The about story's reading of the start (SPEC §1 keeps both). */
  foundedYear: 2022,
  /** Whole years of posted results the hero badge speaks of. */
  yearsOfResults: 2,
  chatLaunch: '2025-10-01',
  copyright: { from: 2023, to: 2025 },
} as const;

export const membership = {
  picksPerDay: { min: 1, max: 3 },
  minutesPerDay: { min: 5, max: 10 },
  sports: ['NFL', 'NBA', 'MLB', 'NHL', 'college football', 'college basketball'],
} as const;
