'use client';

import { useEffect } from 'react';

/** Leaves the missing path in the console for whoever is debugging a broken link; never on the page. */
export function NotFoundLogger() {
  useEffect(() => {
    console.info(`404: no page at ${window.location.pathname}`);
  }, []);
  return null;
}
