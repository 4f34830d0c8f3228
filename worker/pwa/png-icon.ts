import { contrast, readableOn } from '@shared/colour-contrast';
import { PIXEL_FONT } from '@shared/pixel-font';
import { createRaster, encodePng, type Raster } from '@shared/png';

/**
 * The brand's app icons as PNG (Chromium's installability check wants raster icons
 * of at least 144 px), drawn by the worker from the brand's theme: the initials of its
 * logoText in a 5x7 pixel font, in the primary colour on the accent colour (or black or white
 * when the primary is not readable there). A maskable icon keeps the letters well inside the
 * central safe circle (radius 40 % of the side). Opaque 8-bit RGB, written by shared/png.ts.
 */

export interface IconSpec {
  size: number;
  maskable: boolean;
}

/** Every icon the manifest lists, by path. */
export const PNG_ICONS: Record<string, IconSpec> = {
  '/icon-192.png': { size: 192, maskable: false },
  '/icon-512.png': { size: 512, maskable: false },
  '/icon-maskable-192.png': { size: 192, maskable: true },
  '/icon-maskable-512.png': { size: 512, maskable: true },
};

/** A filled disc, for a logoText with no letter the font has (e.g. CJK). */
const DOT = ['00000', '01110', '11111', '11111', '11111', '01110', '00000'];

/** The initials the icon shows: the first letter of up to two words, accents dropped (Đ reads D). */
export function iconLetters(logoText: string): string[] {
  const letters = logoText
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[đĐ]/g, 'D')
    .toUpperCase()
    .split(/\s+/)
    .map((word) => [...word].find((ch) => ch in PIXEL_FONT))
    .filter((ch): ch is string => Boolean(ch))
    .slice(0, 2);
  return letters;
}

const rgb = (hex: string): [number, number, number] => [
  Number.parseInt(hex.slice(1, 3), 16),
  Number.parseInt(hex.slice(3, 5), 16),
  Number.parseInt(hex.slice(5, 7), 16),
];

/** The icon's two colours: background accent, letters primary unless it is unreadable there. */
export function iconColours(theme: { primary: string; accent: string }): { background: string; ink: string } {
  return { background: theme.accent, ink: contrast(theme.primary, theme.accent) >= 3 ? theme.primary : readableOn(theme.accent) };
}

/** The icon's RGB raster. */
export function iconRaster(theme: { primary: string; accent: string; logoText: string }, spec: IconSpec): Raster {
  const { size, maskable } = spec;
  const { background, ink } = iconColours(theme);
  const bg = rgb(background);
  const fg = rgb(ink);
  const letters = iconLetters(theme.logoText);
  const glyphs = letters.length ? letters.map((l) => PIXEL_FONT[l]!) : [DOT];
  // the text box in cells: 5 per glyph, 1 between, 7 high; it fills 60 % of the side (45 % when maskable)
  const cols = glyphs.length * 6 - 1;
  const cell = (size * (maskable ? 0.45 : 0.6)) / cols;
  const x0 = (size - cols * cell) / 2;
  const y0 = (size - 7 * cell) / 2;
  const raster = createRaster(size, size, bg);
  for (let y = 0; y < size; y++) {
    const cy = Math.floor((y + 0.5 - y0) / cell);
    for (let x = 0; x < size; x++) {
      let lit = false;
      if (cy >= 0 && cy < 7) {
        const cx = Math.floor((x + 0.5 - x0) / cell);
        if (cx >= 0 && cx < cols && cx % 6 !== 5) lit = glyphs[Math.floor(cx / 6)]![cy]![cx % 6] === '1';
      }
      if (lit) raster.pixels.set(fg, (y * size + x) * 3);
    }
  }
  return raster;
}

/** A PNG file of the brand's icon. */
export const iconPng = (theme: { primary: string; accent: string; logoText: string }, spec: IconSpec) => encodePng(iconRaster(theme, spec));
