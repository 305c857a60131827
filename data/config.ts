import { settings, site, socialLabels, type SettingName, type SiteConfig } from '@/content/site';
import { checkedSetting } from '@/lib/settings';

function setting(name: SettingName): string {
  const { kind, fallback } = settings[name];
  return checkedSetting(name, process.env[name]?.trim() || fallback, kind);
}

/** The addresses this build uses: the environment's settings (docs/operating.md, "Configuration"), else their defaults. */
export const siteConfig: SiteConfig = {
  url: setting('SITE_URL').replace(/\/$/, ''),
  contactEmail: setting('CONTACT_EMAIL'),
  checkoutUrl: setting('CHECKOUT_URL'),
  memberPortalUrl: setting('MEMBER_PORTAL_URL'),
  social: {
    photos: { label: socialLabels.photos, url: setting('INSTAGRAM_URL') },
    chat: { label: socialLabels.chat, url: setting('CHAT_INVITE_URL') },
  },
};

/** The club as the structured data names it (lib/structuredData.ts). */
export const publisher = {
  name: site.name,
  url: siteConfig.url,
  contactEmail: siteConfig.contactEmail,
  social: siteConfig.social,
};
