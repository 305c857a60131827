import { formatMoney } from '@/lib/format';

/**
 * The site's facts: names, prices, ages and dates every page reads from here. The addresses the
 * operator sets before `npm run build` are listed in `settings` with their defaults; the data layer
 * (data/config.ts) reads them from the environment.
 */

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
  minimumAge: 21,
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

/** What the ledger backs about the record (lib/record/figures/claims.ts), for the words that speak of it. */
export type Claims = { firstPick: { year: number; month: number } | null; years: number; slipShare: number };

/**
 * How many picks the copy may say carry their slip: "every pick we post" only while every graded
 * pick in the ledger has one, else the share, rounded down so it never says more than is there.
 */
export function slipsFor({ slipShare }: Pick<Claims, 'slipShare'>): string {
  return slipShare >= 1 ? 'every pick we post' : `${Math.floor(slipShare * 100)}% of the picks we post`;
}

/** A line of copy with a link after it, such as where members cancel. */
export type LinkedLine = { text: string; link?: { href: string; label: string } };

/**
 * The build's settings: each environment variable, what it must be and its default (docs/operating.md,
 * "Configuration"). data/config.ts reads them and stops the build on a value that is not valid.
 */
export const settings = {
  SITE_URL: { kind: 'url', fallback: 'https://receipts.club' },
  CONTACT_EMAIL: { kind: 'email', fallback: 'support@receipts.club' },
  CHECKOUT_URL: { kind: 'url', fallback: 'https://checkout.receipts.club/join' },
  MEMBER_PORTAL_URL: { kind: 'url', fallback: 'https://members.receipts.club/account' },
  INSTAGRAM_URL: { kind: 'url', fallback: 'https://www.instagram.com/receiptsclub' },
  CHAT_INVITE_URL: { kind: 'url', fallback: 'https://discord.gg/receiptsclub' },
} as const satisfies Record<string, { kind: 'url' | 'email'; fallback: string }>;

export type SettingName = keyof typeof settings;

/** The addresses of this build, as data/config.ts reads them. */
export type SiteConfig = {
  /** The site's own address, without a trailing slash. */
  url: string;
  contactEmail: string;
  checkoutUrl: string;
  /** Where members manage and cancel their subscription, at the member-management provider. */
  memberPortalUrl: string;
  social: { photos: { label: string; url: string }; chat: { label: string; url: string } };
};

/** The names the footer gives the social profiles. */
export const socialLabels = { photos: 'Instagram', chat: 'Discord' } as const;

/** Where members cancel: their account at the member-management provider. */
export function cancelLinkTo(config: Pick<SiteConfig, 'memberPortalUrl'>) {
  return { href: config.memberPortalUrl, label: 'Manage or cancel your membership' } as const;
}
