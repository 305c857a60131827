import { Fragment } from 'react';
import { pickPage as copy } from '@/content/record/pickPage';

/** One value or set of values a check quotes, and where each is shown. */
export interface Quote {
  readonly text: string;
  readonly shown: readonly { readonly label: string; readonly href: string }[];
}

/** What a check's commands quote, each linked to where the page and the downloads show it. */
export function CheckQuotes({ quotes, className }: { quotes: readonly Quote[]; className?: string }) {
  return (
    <p className={className}>
      {copy.quotes.intro}
      {quotes.map((quote, index) => (
        <Fragment key={quote.text}>
          {index === 0 ? '' : index === quotes.length - 1 ? ' and ' : ', '}
          {quote.text} (
          {quote.shown.map((place, at) => (
            <Fragment key={place.href}>
              {at === 0 ? '' : ', '}
              <a href={place.href}>{place.label}</a>
            </Fragment>
          ))}
          )
        </Fragment>
      ))}
      .
    </p>
  );
}
