/** The 404 page (SPEC §8). */
export const notFound = {
  code: '404',
  title: 'Oops! Page not found',
  text: 'The page you asked for is not here. It may have moved, or the link may be mistyped.',
  homeLink: 'Back to the home page',
} as const;

/** The screen a routing failure shows (SPEC §8): the title, then the status text or the message. */
export const errorScreen = {
  title: 'Unexpected Application Error!',
  /** When the error carries neither a status text nor a message. */
  fallback: 'Something went wrong while showing this page.',
  retry: 'Try again',
} as const;
