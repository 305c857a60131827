import { brandMark } from '@/content/brand';

type BrandMarkProps = { className?: string; size?: number; color?: string };

/** The club's mark: a receipt with a tick, in the text color around it unless `color` is given. */
export function BrandMark({ className, size = 28, color }: BrandMarkProps) {
  return (
    <svg
      className={className}
      viewBox={brandMark.viewBox}
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
    >
      {brandMark.strokes.map((stroke) => (
        <path
          key={stroke.d}
          d={stroke.d}
          fill="none"
          stroke={color ?? 'currentColor'}
          strokeWidth={stroke.width}
          strokeLinecap={stroke.cap}
          strokeLinejoin="round"
        />
      ))}
    </svg>
  );
}
