/**
 * The checkout frame's sandbox, read by components/home/CheckoutFrame.tsx and by the HTML check
 * (scripts/validate-html.mjs), which sets aside the checker's objection to this exact value.
 * allow-same-origin beside allow-scripts would let a same-origin page lift its own sandbox; the
 * checkout lives on the provider's origin and cannot keep a session without it.
 */
export const checkoutSandbox = [
  'allow-scripts',
  'allow-same-origin',
  'allow-forms',
  'allow-popups',
  'allow-popups-to-escape-sandbox',
  'allow-top-navigation-by-user-activation',
].join(' ');
