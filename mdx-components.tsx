import type { MDXComponents } from 'mdx/types';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import type { LEGAL_COMPONENTS } from '@/lib/legal/words.mjs';
import { SiteLink } from '@/components/ui/SiteLink';
import { siteConfig } from '@/data/config';
import { site } from '@/content/site';

function MdxLink({ href = '', ...props }: ComponentPropsWithoutRef<'a'>) {
  return <SiteLink href={href} {...props} />;
}

/** What each component below shows, as text: the legal pages' "what changed" view reads it too. */
export const componentTexts = {
  SiteName: site.name,
  ContactEmail: siteConfig.contactEmail,
  MemberPortalLink: siteConfig.memberPortalUrl.replace(/^https?:\/\//, ''),
} as const;

/** Lets editors write `<SiteName />`, `<ContactEmail />` and `<MemberPortalLink />` (the only tags lib/legal/words.mjs lets a legal document hold) so the configured values stay the only copy. */
const legalComponents: Record<(typeof LEGAL_COMPONENTS)[number], () => ReactNode> = {
  SiteName: () => componentTexts.SiteName,
  ContactEmail: () => <a href={`mailto:${siteConfig.contactEmail}`}>{componentTexts.ContactEmail}</a>,
  MemberPortalLink: () => <SiteLink href={siteConfig.memberPortalUrl}>{componentTexts.MemberPortalLink}</SiteLink>,
};

const components: MDXComponents = { a: MdxLink, ...legalComponents };

export function useMDXComponents(): MDXComponents {
  return components;
}
