import { site } from '@/content/site';
import { brandColors as color } from '@/data/brand';
import { BrandMark } from './BrandMark';
import { cardFrame } from './cardFrame';

export type SocialCardProps = { title: string; line: string };

// next/og draws this card, and it reads layout from inline styles only: it never reaches a page.
/** A 1200×630 preview card in the site's own look: the brand, a title and one line under it. */
export function SocialCard({ title, line }: SocialCardProps) {
  return (
    <div style={cardFrame('72px 80px')}>
      <div style={{ display: 'flex', alignItems: 'center', gap: 20, fontSize: 40, fontWeight: 800 }}>
        <BrandMark size={64} color={color.accent} />
        {site.name}
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 24 }}>
        <div style={{ fontSize: 68, fontWeight: 800, lineHeight: 1.08, letterSpacing: -2, maxWidth: 1000 }}>
          {title}
        </div>
        <div style={{ fontSize: 32, color: color.muted, maxWidth: 960 }}>{line}</div>
      </div>
      <div style={{ display: 'flex', height: 8, width: 160, borderRadius: 4, background: color.accent }} />
    </div>
  );
}
