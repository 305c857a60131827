import type { MDXComponents } from 'mdx/types';
import type { ComponentPropsWithoutRef } from 'react';
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

/** Lets editors write `<SiteName />`, `<ContactEmail />` and `<MemberPortalLink />` so the configured values stay the only copy. */
const components: MDXComponents = {
  a: MdxLink,
  SiteName: () => componentTexts.SiteName,
  ContactEmail: () => <a href={`mailto:${siteConfig.contactEmail}`}>{componentTexts.ContactEmail}</a>,
  MemberPortalLink: () => <SiteLink href={siteConfig.memberPortalUrl}>{componentTexts.MemberPortalLink}</SiteLink>,
};

export function useMDXComponents(): MDXComponents {
  return components;
}
