import clsx from 'clsx';
import type { ReactNode } from 'react';
import { SiteLink } from './SiteLink';
import styles from './ButtonLink.module.css';

type ButtonLinkProps = {
  href: string;
  children: ReactNode;
  variant?: 'primary' | 'secondary';
  size?: 'regular' | 'small';
  className?: string;
};

export function ButtonLink({ href, children, variant = 'primary', size = 'regular', className }: ButtonLinkProps) {
  return (
    <SiteLink href={href} className={clsx(styles.button, styles[variant], styles[size], className)}>
      {children}
    </SiteLink>
  );
}
