/** The club's mark: a receipt with a tick, drawn in the accent colour. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 32 32" width="28" height="28" aria-hidden="true" focusable="false">
      <path
        d="M8 3h16a2 2 0 0 1 2 2v24l-3.5-2.5L19 29l-3-2.5-3 2.5-3.5-2.5L6 29V5a2 2 0 0 1 2-2Z"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.25"
        strokeLinejoin="round"
      />
      <path
        d="m11 14 3.5 3.5L21 11"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
