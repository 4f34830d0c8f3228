/**
 * WCAG 2 colour contrast for the brand colours (hex #rrggbb, checked by the brand config):
 * which text colour is readable on a brand colour, and a brand colour darkened until it is
 * readable as text on the light theme's surfaces. Brands pick their colours; the page keeps
 * 4.5:1 whatever they pick.
 */
export const TEXT_CONTRAST = 4.5;
const DARK_TEXT = '#111111';
const LIGHT_TEXT = '#ffffff';

const channels = (hex: string): [number, number, number] => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
const toHex = (rgb: number[]) =>
  `#${rgb
    .map((v) =>
      Math.round(Math.min(255, Math.max(0, v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

/** Relative luminance (WCAG 2). */
export function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Contrast ratio of two colours, 1 to 21. */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** White or near-black, whichever reads better on the background. */
export const readableOn = (background: string): string => (contrast(LIGHT_TEXT, background) >= contrast(DARK_TEXT, background) ? LIGHT_TEXT : DARK_TEXT);

/** The colour, darkened in steps of 5 % until it reaches 4.5:1 against the background (at worst black). */
export function darkenUntilReadable(colour: string, background: string): string {
  let rgb = channels(colour);
  for (let i = 0; i < 20 && contrast(toHex(rgb), background) < TEXT_CONTRAST; i++) rgb = rgb.map((v) => v * 0.95) as [number, number, number];
  return contrast(toHex(rgb), background) >= TEXT_CONTRAST ? toHex(rgb) : '#000000';
}

/** CSS custom properties of a brand theme: its colours plus the readable ones derived from them. */
export function brandColourVars(theme: { primary: string; accent: string }, lightSurface = '#ffffff'): string {
  return [
    `--brand-primary:${theme.primary}`,
    `--brand-accent:${theme.accent}`,
    `--brand-on-primary:${readableOn(theme.primary)}`,
    `--brand-on-accent:${readableOn(theme.accent)}`,
    `--brand-primary-text:${darkenUntilReadable(theme.primary, lightSurface)}`,
  ].join(';');
}
