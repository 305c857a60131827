import clsx from 'clsx';
import type { ReactNode } from 'react';
import styles from './Badge.module.css';

/** The small amber label the brand keeps for badges ("Upcoming", "3-day free trial"). */
export function Badge({
  children,
  size = 'small',
  className,
}: {
  children: ReactNode;
  size?: 'small' | 'large';
  className?: string;
}) {
  return <span className={clsx(styles.badge, styles[size], className)}>{children}</span>;
}
