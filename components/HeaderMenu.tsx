'use client';

import clsx from 'clsx';
import { useEffect, useRef, useState } from 'react';
import type { NavLink } from '@/content/navigation';
import styles from './HeaderMenu.module.css';

const LIST_ID = 'site-menu';

/** WAI-ARIA APG disclosure navigation: the button shows and hides the list on small screens. */
export function HeaderMenu({ links }: { links: readonly NavLink[] }) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    function closeOnEscape(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    }
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [open]);

  return (
    <nav aria-label="Main">
      <button
        ref={button}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={LIST_ID}
        onClick={() => setOpen(!open)}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path
            d={open ? 'M6 6l12 12M18 6 6 18' : 'M4 7h16M4 12h16M4 17h16'}
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
        Menu
      </button>
      <ul id={LIST_ID} className={clsx(styles.list, open && styles.open)}>
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href} className={styles.link} onClick={() => setOpen(false)}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
