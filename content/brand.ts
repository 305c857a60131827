/**
 * The club's mark, a receipt with a tick, as strokes on a 32×32 grid: the header, the footer, the
 * app icons and the social images all draw it from here.
 */
export const brandMark = {
  viewBox: '0 0 32 32',
  strokes: [
    {
      d: 'M8 3h16a2 2 0 0 1 2 2v24l-3.5-2.5L19 29l-3-2.5-3 2.5-3.5-2.5L6 29V5a2 2 0 0 1 2-2Z',
      width: 2.25,
      cap: 'butt',
    },
    { d: 'm11 14 3.5 3.5L21 11', width: 2.5, cap: 'round' },
  ],
} as const;
