/**
 * @jest-environment node
 */
import { brandColors } from '@/data/brand';
import { hexColor, rootCustomProperties } from '@/lib/customProperties';

const file = 'brand.css';

test('reads the custom properties of :root with where each is declared', () => {
  const css = ':root {\n  /* the page */\n  --color-bg: #0a0f1c;\n}\n.card { --color-bg: #ffffff; }\n';
  const properties = rootCustomProperties(css, file);
  expect(properties.get('--color-bg')).toEqual({ value: '#0a0f1c', line: 3, column: 3 });
  expect(hexColor(properties, '--color-bg', file)).toBe('#0a0f1c');
});

test('names the file, line and column of a color the images cannot read', () => {
  const properties = rootCustomProperties(':root {\n  --color-accent: rgb(34 197 94);\n}\n', file);
  expect(() => hexColor(properties, '--color-accent', file)).toThrow(
    'brand.css:2:3: --color-accent is "rgb(34 197 94)". Write it as a #rrggbb color',
  );
});

test('names the file and the token when a color is missing', () => {
  expect(() => hexColor(rootCustomProperties(':root {}', file), '--color-bg', file)).toThrow(
    'brand.css: --color-bg is not declared in :root. Declare it there as a #rrggbb color.',
  );
});

test('reports broken CSS with its line and column', () => {
  expect(() => rootCustomProperties(':root {\n  --color-bg: #000;\n', file)).toThrow(/brand\.css:1:1: Unclosed block/);
});

test('the images get the colors content/brand.css declares, each from its own token', () => {
  expect(brandColors).toEqual({
    background: '#0a0f1c',
    text: '#eef2f8',
    muted: '#aab5c9',
    accent: '#22c55e',
    amber: '#fbbf24',
    onAmber: '#1f1400',
  });
});
