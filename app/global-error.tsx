'use client';

import { ErrorScreen, type ShownError } from '@/components/status/ErrorScreen';
import '@/content/brand.css';
import './globals.css';

/** Replaces the root layout when it fails (header, banner), so it brings its own <html>. */
export default function GlobalError({ error, reset }: { error: ShownError & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en-US">
      <body>
        <main id="main">
          <ErrorScreen error={error} onRetry={reset} />
        </main>
      </body>
    </html>
  );
}
