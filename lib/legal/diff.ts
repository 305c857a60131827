import { diffWords } from 'diff';

export type DiffPart = { value: string; change: 'inserted' | 'deleted' | null };

/**
 * The word-level difference between two texts written as blocks separated by blank lines, keeping
 * only the blocks (paragraphs, headings, list items) where something changed.
 */
export function changedBlocks(before: string, after: string): DiffPart[][] {
  const blocks: DiffPart[][] = [[]];
  for (const { value, added, removed } of diffWords(before, after)) {
    const change = added ? 'inserted' : removed ? 'deleted' : null;
    value.split(/\n{2,}/).forEach((piece, index) => {
      if (index > 0) blocks.push([]);
      if (piece) blocks.at(-1)?.push({ value: piece, change });
    });
  }
  return blocks.filter((block) => block.some((part) => part.change && part.value.trim()));
}
