import type { ReactNode } from 'react';
import styles from './StatusScreen.module.css';

/** A page that stands for a failure: an optional big code, the one h1, a line, and what to do next. */
export function StatusScreen({
  code,
  title,
  text,
  children,
}: {
  code?: string;
  title: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <div className={styles.screen}>
      {code ? <p className={styles.code}>{code}</p> : null}
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.text}>{text}</p>
      {children}
    </div>
  );
}

/** The look of the action under a status screen's line, for a button (a link is a ButtonLink). */
export const statusActionClass = styles.retry;
