import type { MDXComponents } from 'mdx/types';
import type { ComponentPropsWithoutRef } from 'react';
import { SiteLink } from '@/components/SiteLink';
import { site } from '@/content/site';

function MdxLink({ href = '', ...props }: ComponentPropsWithoutRef<'a'>) {
  return <SiteLink href={href} {...props} />;
}

/** Lets editors write `<SiteName />` and `<ContactEmail />` so the configured values stay the only copy. */
const components: MDXComponents = {
  a: MdxLink,
  SiteName: () => site.name,
  ContactEmail: () => <a href={`mailto:${site.contactEmail}`}>{site.contactEmail}</a>,
};

export function useMDXComponents(): MDXComponents {
  return components;
}
