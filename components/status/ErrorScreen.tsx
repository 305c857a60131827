import { errorScreen } from '@/content/status';
import { StatusScreen, statusActionClass } from './StatusScreen';

/** What a thrown error may carry: a message, and an HTTP-like status when it came from a response. */
export type ShownError = Error & { status?: unknown; statusText?: unknown };

/** The status text when the error has one ("503 Service Unavailable"), else its message. */
export function errorText(error: ShownError): string {
  if (typeof error.statusText === 'string' && error.statusText) {
    return typeof error.status === 'number' ? `${error.status} ${error.statusText}` : error.statusText;
  }
  return error.message || errorScreen.fallback;
}

/** React hoists the <title> into the head, so the tab says what the screen says, with or without the root layout. */
export function ErrorScreen({ error, onRetry }: { error: ShownError; onRetry: () => void }) {
  return (
    <StatusScreen title={errorScreen.title} text={errorText(error)}>
      <title>{errorScreen.title}</title>
      <button type="button" className={statusActionClass} onClick={onRetry}>
        {errorScreen.retry}
      </button>
    </StatusScreen>
  );
}
