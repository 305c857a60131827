import { readFileSync } from 'node:fs';

export type ImageSize = { width: number; height: number };

function svgSize(text: string): ImageSize | null {
  const tag = /<svg\b[^>]*>/i.exec(text)?.[0] ?? '';
  const attribute = (name: string) => Number(new RegExp(`\\b${name}="([\\d.]+)(px)?"`).exec(tag)?.[1]);
  const [, , boxWidth, boxHeight] = (/\bviewBox="([^"]+)"/.exec(tag)?.[1] ?? '').split(/[\s,]+/).map(Number);
  const width = attribute('width') || boxWidth;
  const height = attribute('height') || boxHeight;
  return width && height ? { width, height } : null;
}

function jpegSize(bytes: Buffer): ImageSize | null {
  let offset = 2;
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1] ?? 0;
    const length = bytes.readUInt16BE(offset + 2);
    // Start-of-frame markers carry the size; C4, C8 and CC are other segments in the same range.
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      return { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) };
    }
    offset += 2 + length;
  }
  return null;
}

/**
 * The pixel size of a slip photo (PNG, JPEG or SVG), so the page can reserve its box before it
 * loads. Throws with the file's path when the size cannot be read.
 */
export function imageSize(file: string): ImageSize {
  const bytes = readFileSync(file);
  let size: ImageSize | null = null;
  if (bytes.subarray(1, 4).toString('latin1') === 'PNG') {
    size = { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  } else if (bytes[0] === 0xff && bytes[1] === 0xd8) {
    size = jpegSize(bytes);
  } else if (/\.svg$/i.test(file)) {
    size = svgSize(bytes.toString('utf8'));
  }
  if (!size) {
    throw new Error(
      `${file}: cannot read the image's width and height. Save slips as PNG, JPEG, or SVG with width and height (or a viewBox).`,
    );
  }
  return size;
}
