import styles from './StatusScreen.module.css';

export function ErrorScreen({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className={styles.screen}>
      <h1 className={styles.title}>Unexpected Application Error!</h1>
      <p className={styles.text}>{message}</p>
      <button type="button" className={styles.retry} onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
