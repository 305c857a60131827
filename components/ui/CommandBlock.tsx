import styles from './CommandBlock.module.css';

/** Commands for a reader to paste into a terminal, as they are: wrapped, never cut. */
export function CommandBlock({ children }: { children: string }) {
  return (
    <pre className={styles.command}>
      <code>{children}</code>
    </pre>
  );
}
