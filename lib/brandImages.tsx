import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ImageResponse } from 'next/og';
import { brandColors as color } from '@/content/brand';
import { site } from '@/content/site';

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

/** The brand mark, drawn at any size for icons and previews. */
function markSvg(size: number) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32">
      <path
        d="M8 4h16a2 2 0 0 1 2 2v22l-3.5-2.5L19 28l-3-2.5-3 2.5-3.5-2.5L6 28V6a2 2 0 0 1 2-2Z"
        fill="none"
        stroke={color.accent}
        strokeWidth="2.25"
        strokeLinejoin="round"
      />
      <path
        d="m11 14 3.5 3.5L21 11"
        fill="none"
        stroke={color.accent}
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** A 1200×630 preview card in the site's own look: the brand, a title and one line under it. */
export async function socialImage({ title, line }: { title: string; line: string }) {
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '72px 80px',
        background: `radial-gradient(900px 500px at 85% -10%, rgba(34,197,94,0.22), transparent 70%), ${color.background}`,
        color: color.text,
        fontFamily: 'Inter',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 20, fontSize: 40, fontWeight: 800 }}>
        {markSvg(64)}
        {site.name}
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 24 }}>
        <div style={{ fontSize: 68, fontWeight: 800, lineHeight: 1.08, letterSpacing: -2, maxWidth: 1000 }}>
          {title}
        </div>
        <div style={{ fontSize: 32, color: color.muted, maxWidth: 960 }}>{line}</div>
      </div>
      <div style={{ display: 'flex', height: 8, width: 160, borderRadius: 4, background: color.accent }} />
    </div>,
    {
      ...size,
      fonts: [
        { name: 'Inter', data: await interWoff(400), weight: 400, style: 'normal' },
        { name: 'Inter', data: await interWoff(800), weight: 800, style: 'normal' },
      ],
    },
  );
}

/** The app icon: the mark on the brand's background, square, at `size` pixels. */
export function appIcon(size: number) {
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        background: color.background,
      }}
    >
      {markSvg(Math.round(size * 0.7))}
    </div>,
    { width: size, height: size },
  );
}
