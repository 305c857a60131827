import { useState, useSyncExternalStore } from 'react';

const listeners = new Set<() => void>();

function subscribe(onChange: () => void) {
  listeners.add(onChange);
  window.addEventListener('storage', onChange);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onChange);
  };
}

function readStored(key: string): boolean {
  try {
    return window.localStorage.getItem(key) === '1';
  } catch {
    return false;
  }
}

/**
 * A yes/no flag kept in localStorage, so a choice survives a reload. The server has no storage,
 * so it renders as if the flag were down; the browser reads the real value on hydration.
 * Where storage is blocked (some private modes), the flag still holds while the page is open.
 */
export function useStoredFlag(key: string): [raised: boolean, raise: () => void] {
  const stored = useSyncExternalStore(
    subscribe,
    () => readStored(key),
    () => false,
  );
  const [raisedHere, setRaisedHere] = useState(false);

  function raise() {
    setRaisedHere(true);
    try {
      window.localStorage.setItem(key, '1');
    } catch {
      return;
    }
    listeners.forEach((listener) => listener());
  }

  return [stored || raisedHere, raise];
}
