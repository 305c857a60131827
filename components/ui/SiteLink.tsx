import type { ComponentPropsWithoutRef } from 'react';
import { isOutsideLink } from '@/lib/legal/words.mjs';

type SiteLinkProps = Omit<ComponentPropsWithoutRef<'a'>, 'href' | 'target' | 'rel'> & {
  href: string;
  /** The visible text already says the link opens a new tab, so it is not announced twice. */
  saysNewTab?: boolean;
};

/**
 * The one rule for links: a page or an anchor of this site is a plain link (each page is a
 * static file, so a full load is as fast as the router and ships no router code to the client),
 * and another site opens in a new tab without access to this one.
 */
export function SiteLink({ href, saysNewTab = false, children, ...props }: SiteLinkProps) {
  if (isOutsideLink(href)) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" {...props}>
        {children}
        {saysNewTab ? null : <span className="visually-hidden"> (opens in a new tab)</span>}
      </a>
    );
  }
  return (
    <a href={href} {...props}>
      {children}
    </a>
  );
}
