import { contrast, readableOn } from '@shared/colour-contrast';

/**
 * The brand's app icons as PNG (issue 16: Chromium's installability check wants raster icons
 * of at least 144 px), drawn by the worker from the brand's theme: the initials of its
 * logoText in a 5x7 pixel font, in the primary colour on the accent colour (or black or white
 * when the primary is not readable there). A maskable icon keeps the letters well inside the
 * central safe circle (radius 40 % of the side). Opaque 8-bit RGB, one IDAT, zlib through
 * CompressionStream('deflate'), which workerd and Node both have.
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

/** 5x7 glyphs, rows top to bottom, '1' a lit cell. */
const GLYPHS: Record<string, string> = {
  A: '01110 10001 10001 11111 10001 10001 10001',
  B: '11110 10001 10001 11110 10001 10001 11110',
  C: '01110 10001 10000 10000 10000 10001 01110',
  D: '11110 10001 10001 10001 10001 10001 11110',
  E: '11111 10000 10000 11110 10000 10000 11111',
  F: '11111 10000 10000 11110 10000 10000 10000',
  G: '01110 10001 10000 10111 10001 10001 01111',
  H: '10001 10001 10001 11111 10001 10001 10001',
  I: '01110 00100 00100 00100 00100 00100 01110',
  J: '00111 00010 00010 00010 00010 10010 01100',
  K: '10001 10010 10100 11000 10100 10010 10001',
  L: '10000 10000 10000 10000 10000 10000 11111',
  M: '10001 11011 10101 10101 10001 10001 10001',
  N: '10001 10001 11001 10101 10011 10001 10001',
  O: '01110 10001 10001 10001 10001 10001 01110',
  P: '11110 10001 10001 11110 10000 10000 10000',
  Q: '01110 10001 10001 10001 10101 10010 01101',
  R: '11110 10001 10001 11110 10100 10010 10001',
  S: '01111 10000 10000 01110 00001 00001 11110',
  T: '11111 00100 00100 00100 00100 00100 00100',
  U: '10001 10001 10001 10001 10001 10001 01110',
  V: '10001 10001 10001 10001 10001 01010 00100',
  W: '10001 10001 10001 10101 10101 10101 01010',
  X: '10001 10001 01010 00100 01010 10001 10001',
  Y: '10001 10001 10001 01010 00100 00100 00100',
  Z: '11111 00001 00010 00100 01000 10000 11111',
  '0': '01110 10001 10011 10101 11001 10001 01110',
  '1': '00100 01100 00100 00100 00100 00100 01110',
  '2': '01110 10001 00001 00010 00100 01000 11111',
  '3': '11111 00010 00100 00010 00001 10001 01110',
  '4': '00010 00110 01010 10010 11111 00010 00010',
  '5': '11111 10000 11110 00001 00001 10001 01110',
  '6': '00110 01000 10000 11110 10001 10001 01110',
  '7': '11111 00001 00010 00100 01000 01000 01000',
  '8': '01110 10001 10001 01110 10001 10001 01110',
  '9': '01110 10001 10001 01111 00001 00010 01100',
};
/** A filled disc, for a logoText with no letter the font has (e.g. CJK). */
const DOT = '00000 01110 11111 11111 11111 01110 00000';

/** The initials the icon shows: the first letter of up to two words, accents dropped (Đ reads D). */
export function iconLetters(logoText: string): string[] {
  const letters = logoText
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[đĐ]/g, 'D')
    .toUpperCase()
    .split(/\s+/)
    .map((word) => [...word].find((ch) => ch in GLYPHS))
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

/** Raw PNG scanlines (filter byte 0, then RGB) of the icon. */
export function iconPixels(theme: { primary: string; accent: string; logoText: string }, spec: IconSpec): Uint8Array<ArrayBuffer> {
  const { size, maskable } = spec;
  const { background, ink } = iconColours(theme);
  const bg = rgb(background);
  const fg = rgb(ink);
  const letters = iconLetters(theme.logoText);
  const glyphs = (letters.length ? letters.map((l) => GLYPHS[l]!) : [DOT]).map((g) => g.split(' '));
  // the text box in cells: 5 per glyph, 1 between, 7 high; it fills 60 % of the side (45 % when maskable)
  const cols = glyphs.length * 6 - 1;
  const cell = (size * (maskable ? 0.45 : 0.6)) / cols;
  const x0 = (size - cols * cell) / 2;
  const y0 = (size - 7 * cell) / 2;
  const stride = 1 + size * 3;
  const out = new Uint8Array(stride * size);
  for (let y = 0; y < size; y++) {
    const row = y * stride;
    out[row] = 0;
    const cy = Math.floor((y + 0.5 - y0) / cell);
    for (let x = 0; x < size; x++) {
      let lit = false;
      if (cy >= 0 && cy < 7) {
        const cx = Math.floor((x + 0.5 - x0) / cell);
        if (cx >= 0 && cx < cols && cx % 6 !== 5) lit = glyphs[Math.floor(cx / 6)]![cy]![cx % 6] === '1';
      }
      const c = lit ? fg : bg;
      const i = row + 1 + x * 3;
      out[i] = c[0];
      out[i + 1] = c[1];
      out[i + 2] = c[2];
    }
  }
  return out;
}

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  out.set(new TextEncoder().encode(type), 4);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

async function zlib(bytes: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>> {
  const stream = new Blob([bytes]).stream().pipeThrough(new CompressionStream('deflate'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** A PNG file of the brand's icon. */
export async function iconPng(theme: { primary: string; accent: string; logoText: string }, spec: IconSpec): Promise<Uint8Array<ArrayBuffer>> {
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, spec.size);
  view.setUint32(4, spec.size);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit, RGB, deflate, adaptive filtering, no interlace
  const parts = [
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', await zlib(iconPixels(theme, spec))),
    chunk('IEND', new Uint8Array(0)),
  ];
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}
