import type { ReactNode } from 'react';
import type { GlossaryTermId } from '@/content/record/glossary';

/** A term's first appearance on a pick page, linked to its definition in the page's terms section. */
export function PickTerm({ id, children }: { id: GlossaryTermId; children: ReactNode }) {
  return <a href={`#${id}`}>{children}</a>;
}
