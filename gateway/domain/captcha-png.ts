/**
 * The captcha picture, drawn by the gateway itself: a 5x7 bitmap digit font scaled up,
 * jittered digits, noise lines and dots on an RGB raster, written as a PNG by shared/png.ts.
 * Pure apart from the injected random source, so the encoder is unit-testable in Node.
 */

import { PIXEL_FONT } from '@shared/pixel-font';
import { createRaster, encodePng, type Raster, type Rgb, toBase64 } from '@shared/png';

export const CAPTCHA_WIDTH = 120;
export const CAPTCHA_HEIGHT = 40;
const SCALE = 4;
const GAP = 6;

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
  const rows = PIXEL_FONT[digit];
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

/** The captcha as base64 PNG (no data: prefix), the value of GET /wps/captcha. */
export const captchaPngBase64 = async (code: string, random?: () => number) => toBase64(await encodePng(drawCaptcha(code, random)));
