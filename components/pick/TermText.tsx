import type { TermText as Words } from '@/content/record/pickPage';

/** Words with the glossary's terms in them, each term linked to its definition in the page's terms section. */
export function TermText({ words }: { words: Words }) {
  return (
    <>
      {words.map((part, index) =>
        typeof part === 'string' ? (
          part
        ) : (
          <a key={index} href={`#${part[0]}`}>
            {part[1]}
          </a>
        ),
      )}
    </>
  );
}
