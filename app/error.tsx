'use client';

import { ErrorScreen, type ShownError } from '@/components/status/ErrorScreen';

export default function Error({ error, reset }: { error: ShownError & { digest?: string }; reset: () => void }) {
  return <ErrorScreen error={error} onRetry={reset} />;
}
