'use client';

import { ErrorScreen } from '@/components/ErrorScreen';

export default function Error({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return <ErrorScreen message={error.message || 'Something went wrong while showing this page.'} onRetry={reset} />;
}
