import { brandColors as color } from '@/data/brand';
import type { PickCardText, PickCardTone } from '@/lib/record/presentation/pickCard';
import { BrandMark } from '@/components/ui/BrandMark';
import { cardFrame } from '@/components/ui/cardFrame';

const toneColor: Record<PickCardTone, string> = { win: color.accent, loss: color.text, neutral: color.muted };

// next/og draws this card, and it reads layout from inline styles only: it never reaches a page.
// Chat apps show it about 400 px wide, a third of its size, so no text is smaller than 32 px here
// (about 11 px there).
/** A pick's 1200×630 share card, in the look of the site's other preview cards. */
export function PickCard({ text }: { text: PickCardText }) {
  return (
    <div style={cardFrame('52px 72px')}>
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <div style={{ display: 'flex', alignItems: 'center', gap: 16, fontSize: 36, fontWeight: 800 }}>
          <BrandMark size={52} color={color.accent} />
          {text.brand}
        </div>
        {text.sample ? (
          <div
            style={{
              display: 'flex',
              padding: '6px 18px',
              borderRadius: 10,
              background: color.amber,
              color: color.onAmber,
              fontSize: 32,
              fontWeight: 800,
            }}
          >
            {text.sample}
          </div>
        ) : null}
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 14 }}>
        <div style={{ display: 'flex', fontSize: 38, color: color.muted }}>{text.kicker}</div>
        <div style={{ display: 'flex', fontSize: 64, fontWeight: 800, lineHeight: 1.1, letterSpacing: -1.5 }}>
          {text.headline}
        </div>
        <div style={{ display: 'flex', fontSize: 38 }}>{text.detail}</div>
        <div style={{ display: 'flex', fontSize: 48, fontWeight: 800, color: toneColor[text.outcome.tone] }}>
          {text.outcome.text}
        </div>
      </div>
      <div style={{ display: 'flex', alignItems: 'flex-end', justifyContent: 'space-between', gap: 40 }}>
        <div style={{ display: 'flex', fontSize: 34, color: color.muted, lineHeight: 1.25, maxWidth: 840 }}>
          {text.proof}
        </div>
        <div style={{ display: 'flex', fontSize: 36, fontWeight: 800 }}>{text.id}</div>
      </div>
    </div>
  );
}
