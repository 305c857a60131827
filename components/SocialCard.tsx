import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ImageResponse } from 'next/og';
import { brandColors as color } from '@/content/brand';
import { site } from '@/content/site';
import { BrandMark } from './BrandMark';

const size = { width: 1200, height: 630 };

/**
 * For `generateImageMetadata` in an opengraph-image route: an id with an extension makes the
 * export write …/opengraph-image/preview.png, which any static host serves as an image.
 */
export function socialImageMetadata(alt: string) {
  return [{ id: 'preview.png', alt, size, contentType: 'image/png' }];
}

function interWoff(weight: 400 | 800) {
  return readFile(path.join(process.cwd(), `node_modules/@fontsource/inter/files/inter-latin-${weight}-normal.woff`));
}

type SocialCardProps = { title: string; line: string };

// next/og draws this card, and it reads layout from inline styles only: it never reaches a page.
/** A 1200×630 preview card in the site's own look: the brand, a title and one line under it. */
export function SocialCard({ title, line }: SocialCardProps) {
  return (
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '72px 80px',
        // The accent at 22% opacity (0x38), glowing from the top right.
        background: `radial-gradient(900px 500px at 85% -10%, ${color.accent}38, transparent 70%), ${color.background}`,
        color: color.text,
        fontFamily: 'Inter',
      }}
    >
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

/** The social card as the PNG an opengraph-image route returns. */
export async function socialImage(card: SocialCardProps) {
  return new ImageResponse(<SocialCard {...card} />, {
    ...size,
    fonts: [
      { name: 'Inter', data: await interWoff(400), weight: 400, style: 'normal' },
      { name: 'Inter', data: await interWoff(800), weight: 800, style: 'normal' },
    ],
  });
}
