import styles from './StatusScreen.module.css';

/** What a thrown error may carry: a message, and an HTTP-like status when it came from a response. */
export type ShownError = Error & { status?: unknown; statusText?: unknown };

export const errorTitle = 'Unexpected Application Error!';

const FALLBACK = 'Something went wrong while showing this page.';

/** The status text when the error has one ("503 Service Unavailable"), else its message. */
export function errorText(error: ShownError): string {
  if (typeof error.statusText === 'string' && error.statusText) {
    return typeof error.status === 'number' ? `${error.status} ${error.statusText}` : error.statusText;
  }
  return error.message || FALLBACK;
}

export function ErrorScreen({ error, onRetry }: { error: ShownError; onRetry: () => void }) {
  return (
    <div className={styles.screen}>
      <h1 className={styles.title}>{errorTitle}</h1>
      <p className={styles.text}>{errorText(error)}</p>
      <button type="button" className={styles.retry} onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
