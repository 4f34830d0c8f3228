/**
 * The captcha picture, drawn by the gateway itself: a 5x7 bitmap digit font scaled up,
 * jittered digits, noise lines and dots on an RGB raster, written as a PNG (signature,
 * IHDR, one zlib IDAT via CompressionStream('deflate'), IEND, each chunk with its CRC32).
 * Pure apart from the injected random source, so the encoder is unit-testable in Node.
 */

export interface Raster {
  width: number;
  height: number;
  /** RGB, 3 bytes per pixel, rows top to bottom */
  pixels: Uint8Array;
}

type Rgb = readonly [number, number, number];

/** 5x7 digits, one string of five bits per row. */
const FONT: Record<string, readonly string[]> = {
  '0': ['01110', '10001', '10011', '10101', '11001', '10001', '01110'],
  '1': ['00100', '01100', '00100', '00100', '00100', '00100', '01110'],
  '2': ['01110', '10001', '00001', '00010', '00100', '01000', '11111'],
  '3': ['11111', '00010', '00100', '00010', '00001', '10001', '01110'],
  '4': ['00010', '00110', '01010', '10010', '11111', '00010', '00010'],
  '5': ['11111', '10000', '11110', '00001', '00001', '10001', '01110'],
  '6': ['00110', '01000', '10000', '11110', '10001', '10001', '01110'],
  '7': ['11111', '00001', '00010', '00100', '01000', '01000', '01000'],
  '8': ['01110', '10001', '10001', '01110', '10001', '10001', '01110'],
  '9': ['01110', '10001', '10001', '01111', '00001', '00010', '01100'],
};

export const CAPTCHA_WIDTH = 120;
export const CAPTCHA_HEIGHT = 40;
const SCALE = 4;
const GAP = 6;

export function createRaster(width: number, height: number, background: Rgb): Raster {
  const pixels = new Uint8Array(width * height * 3);
  for (let i = 0; i < pixels.length; i += 3) pixels.set(background, i);
  return { width, height, pixels };
}

function plot(r: Raster, x: number, y: number, color: Rgb) {
  if (x < 0 || y < 0 || x >= r.width || y >= r.height) return;
  r.pixels.set(color, (y * r.width + x) * 3);
}

/** Bresenham line. */
function line(r: Raster, x0: number, y0: number, x1: number, y1: number, color: Rgb) {
  const dx = Math.abs(x1 - x0);
  const dy = -Math.abs(y1 - y0);
  const sx = x0 < x1 ? 1 : -1;
  const sy = y0 < y1 ? 1 : -1;
  let err = dx + dy;
  for (;;) {
    plot(r, x0, y0, color);
    if (x0 === x1 && y0 === y1) return;
    const e2 = 2 * err;
    if (e2 >= dy) {
      err += dy;
      x0 += sx;
    }
    if (e2 <= dx) {
      err += dx;
      y0 += sy;
    }
  }
}

/** One glyph of FONT at (x, y), each font dot a scale x scale block. */
function glyph(r: Raster, digit: string, x: number, y: number, scale: number, color: Rgb) {
  const rows = FONT[digit];
  if (!rows) throw new Error(`no glyph for ${digit}`);
  rows.forEach((bits, row) => {
    for (let col = 0; col < bits.length; col++) {
      if (bits[col] !== '1') continue;
      for (let i = 0; i < scale; i++) for (let j = 0; j < scale; j++) plot(r, x + col * scale + j, y + row * scale + i, color);
    }
  });
}

const int = (random: () => number, min: number, max: number) => min + Math.floor(random() * (max - min + 1));
const darkColor = (random: () => number): Rgb => [int(random, 0, 110), int(random, 0, 110), int(random, 0, 110)];
const midColor = (random: () => number): Rgb => [int(random, 90, 190), int(random, 90, 190), int(random, 90, 190)];

/** The captcha of a string of digits on a 120x40 raster, with noise drawn from random. */
export function drawCaptcha(code: string, random: () => number = Math.random): Raster {
  const r = createRaster(CAPTCHA_WIDTH, CAPTCHA_HEIGHT, [int(random, 225, 250), int(random, 225, 250), int(random, 225, 250)]);
  for (let i = 0; i < 60; i++) plot(r, int(random, 0, r.width - 1), int(random, 0, r.height - 1), midColor(random));
  const glyphWidth = 5 * SCALE;
  const glyphHeight = 7 * SCALE;
  const total = code.length * glyphWidth + (code.length - 1) * GAP;
  const left = Math.floor((r.width - total) / 2);
  [...code].forEach((digit, i) => {
    const x = left + i * (glyphWidth + GAP) + int(random, -2, 2);
    const y = Math.floor((r.height - glyphHeight) / 2) + int(random, -3, 3);
    glyph(r, digit, x, y, SCALE, darkColor(random));
  });
  for (let i = 0; i < 4; i++) {
    line(r, 0, int(random, 0, r.height - 1), r.width - 1, int(random, 0, r.height - 1), midColor(random));
  }
  return r;
}

// ---------------------------------------------------------------- PNG

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

/** CRC-32 (ISO 3309, as PNG uses it). */
export function crc32(bytes: Uint8Array, crc = 0xffffffff): number {
  for (const b of bytes) crc = CRC_TABLE[(crc ^ b) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

const u32 = (n: number) => new Uint8Array([(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff]);

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, p) => sum + p.length, 0));
  let offset = 0;
  for (const p of parts) {
    out.set(p, offset);
    offset += p.length;
  }
  return out;
}

/** length, type, data, CRC over type and data. */
function chunk(type: string, data: Uint8Array): Uint8Array {
  const typed = concat([new TextEncoder().encode(type), data]);
  return concat([u32(data.length), typed, u32(crc32(typed))]);
}

/** zlib stream (RFC 1950) of bytes: what an IDAT chunk holds. */
export async function zlib(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([bytes as Uint8Array<ArrayBuffer>]).stream().pipeThrough(new CompressionStream('deflate'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

export const PNG_SIGNATURE = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** An 8-bit truecolour PNG of the raster (no interlace, filter 0 on every row). */
export async function encodePng(r: Raster): Promise<Uint8Array> {
  if (r.pixels.length !== r.width * r.height * 3) throw new Error('raster size mismatch');
  const stride = r.width * 3;
  const scanlines = new Uint8Array((stride + 1) * r.height);
  for (let y = 0; y < r.height; y++) scanlines.set(r.pixels.subarray(y * stride, (y + 1) * stride), y * (stride + 1) + 1);
  // width, height, bit depth 8, colour type 2 (RGB), compression 0, filter 0, interlace 0
  const ihdr = concat([u32(r.width), u32(r.height), new Uint8Array([8, 2, 0, 0, 0])]);
  return concat([PNG_SIGNATURE, chunk('IHDR', ihdr), chunk('IDAT', await zlib(scanlines)), chunk('IEND', new Uint8Array(0))]);
}

/** Base64 of bytes, in slices so large images do not overflow the argument list. */
export function toBase64(bytes: Uint8Array): string {
  let text = '';
  for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(text);
}

/** The captcha as base64 PNG (no data: prefix), the value of GET /wps/captcha. */
export const captchaPngBase64 = async (code: string, random?: () => number) => toBase64(await encodePng(drawCaptcha(code, random)));
