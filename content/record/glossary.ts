import { segments } from '@/lib/record/ledger/grading.mjs';

/**
 * The record's words a follower may not know, defined once. Pick pages show them in their own "Terms"
 * section, and link each term where it first appears to its anchor there.
 */
export const glossary = [
  {
    id: 'term-u',
    term: 'u (unit)',
    definition:
      'Our bet size. One unit is the standard stake; 0.5 u is half of one. Profit is counted in units, so the record reads the same whatever a unit is worth to you.',
  },
  {
    id: 'term-parts',
    term: `${Object.keys(segments).join(', ')}`,
    definition: `A bet on part of a game: ${Object.entries(segments)
      .map(([mark, part]) => `${mark} is the ${part}`)
      .join(', ')}. It is graded on the score when that part ends.`,
  },
  {
    id: 'term-clv',
    term: 'Closing line value (CLV)',
    definition:
      'How our price compares with the last price the market offered before the start. Beating the closing price is the best early sign that picks have an edge.',
  },
  {
    id: 'term-seal',
    term: 'Seal',
    definition:
      'A fingerprint (SHA-256) of the pick as posted and a secret. It is published before the start and changes completely if one letter of the pick changes.',
  },
  {
    id: 'term-secret',
    term: 'Secret',
    definition:
      'Random text sealed with the pick so nobody can guess the pick from its seal. It is published after the start, so anyone can recompute the seal.',
  },
  {
    id: 'term-chain',
    term: 'Chain value',
    definition:
      'A running fingerprint of every link of the record so far. Each pick, grade and correction changes it, so changing any past link changes every chain value after it.',
  },
  {
    id: 'term-token',
    term: 'Timestamp token',
    definition:
      'A time-stamping authority’s signed statement (RFC 3161) that it saw a chain value at a given time. We cannot make one after the fact.',
  },
] as const;

export type GlossaryTermId = (typeof glossary)[number]['id'];

/** The heading and anchor of the terms section on a pick page. */
export const glossarySection = { id: 'terms', title: 'Terms on this page' } as const;
