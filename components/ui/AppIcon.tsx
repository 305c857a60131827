import { brandColors } from '@/data/brand';
import { BrandMark } from './BrandMark';

// next/og draws this icon, and it reads layout from inline styles only: it never reaches a page.
/** The app icon: the mark in the accent color on a rounded tile of the brand's background. */
export function AppIcon({ size }: { size: number }) {
  return (
    <div
      style={{
        width: size,
        height: size,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        borderRadius: Math.round(size * 0.22),
        background: brandColors.background,
      }}
    >
      <BrandMark size={Math.round(size * 0.75)} color={brandColors.accent} />
    </div>
  );
}
