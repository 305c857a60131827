export const notFound = {
  code: '404',
  title: 'Oops! Page not found',
  text: 'The page you asked for is not here. It may have moved, or the link may be mistyped.',
  homeLink: 'Back to the home page',
} as const;
