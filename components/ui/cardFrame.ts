import type { CSSProperties } from 'react';
import { brandColors as color } from '@/data/brand';

/**
 * The frame every preview card shares (SocialCard, PickCard), as next/og reads it: inline styles
 * only. The accent at 22% opacity (0x38) glows from the top right on the page's background.
 */
export function cardFrame(padding: string): CSSProperties {
  return {
    width: '100%',
    height: '100%',
    display: 'flex',
    flexDirection: 'column',
    justifyContent: 'space-between',
    padding,
    background: `radial-gradient(900px 500px at 85% -10%, ${color.accent}38, transparent 70%), ${color.background}`,
    color: color.text,
    fontFamily: 'Inter, Inter Extended',
  };
}
