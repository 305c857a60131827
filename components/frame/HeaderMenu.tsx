'use client';

import type { NavLink } from '@/content/navigation';
import styles from './HeaderMenu.module.css';

const LIST_ID = 'site-menu';

/** A popover stays open when a link inside it is chosen; the menu closes (a no-op when shown inline). */
function closeMenu() {
  document.getElementById(LIST_ID)?.hidePopover();
}

/**
 * On small screens "Menu" shows the links as a popover: it opens, closes, answers Escape and a
 * click outside, and reports its state to screen readers with the platform alone. On wide
 * screens the same list is shown inline.
 */
export function HeaderMenu({ links }: { links: readonly NavLink[] }) {
  return (
    <nav aria-label="Main" className={styles.nav}>
      <button type="button" className={styles.toggle} popoverTarget={LIST_ID}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path
            className={styles.bars}
            d="M4 7h16M4 12h16M4 17h16"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
          <path
            className={styles.cross}
            d="M6 6l12 12M18 6 6 18"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
        Menu
      </button>
      <ul id={LIST_ID} popover="auto" className={styles.list}>
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href} className={styles.link} onClick={closeMenu}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
