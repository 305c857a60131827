import { Fragment } from 'react';
import { pickPage as copy, type CheckQuote } from '@/content/record/pickPage';

/** What a check's commands quote, each file linked for download and each value to where the page shows it. */
export function CheckQuotes({ quotes, className }: { quotes: readonly CheckQuote[]; className?: string }) {
  return (
    <p className={className}>
      {copy.quotes.intro}
      {quotes.map((quote, index) => (
        <Fragment key={index}>
          {index === 0 ? '' : index === quotes.length - 1 ? '; and ' : '; '}
          {quote.map((part, at) =>
            typeof part === 'string' ? (
              part
            ) : (
              <a key={at} href={part.href}>
                {part.label}
              </a>
            ),
          )}
        </Fragment>
      ))}
      .
    </p>
  );
}
