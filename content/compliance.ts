/**
 * Wording the site must never use: promises of profit or certainty. A test reads every page's
 * text against this list (e2e/trust.spec.ts). Add a phrase here to ban it everywhere.
 */
export const forbiddenPromises: readonly { phrase: string; pattern: RegExp }[] = [
  {
    phrase: 'guaranteed win / guaranteed profit',
    pattern: /\bguarantee(d|s)?\s+(a\s+)?(win|wins|winner|winners|winnings|profit|profits|returns?)\b/i,
  },
  { phrase: 'can’t lose', pattern: /\bcan['’]?t\s+lose\b|\bcannot\s+lose\b/i },
  { phrase: 'sure thing', pattern: /\bsure[\s-]+(thing|bet|win)s?\b/i },
  { phrase: 'lock', pattern: /\block(s|ed)?\b/i },
  { phrase: 'risk-free profit', pattern: /\brisk[\s-]*free\s+(profit|money|bet|win)s?\b/i },
  { phrase: 'easy money', pattern: /\beasy\s+money\b/i },
  { phrase: 'get rich', pattern: /\bget\s+rich\b/i },
];
