/**
 * A PNG encoder small enough for a worker: an RGB raster written as an 8-bit truecolour PNG
 * (signature, IHDR, one zlib IDAT via CompressionStream('deflate'), IEND, each chunk with its
 * CRC32). workerd and Node both have CompressionStream, so it runs in the gateway (captcha),
 * the worker (app icons) and the unit tests alike.
 */

export interface Raster {
  width: number;
  height: number;
  /** RGB, 3 bytes per pixel, rows top to bottom */
  pixels: Uint8Array;
}

export type Rgb = readonly [number, number, number];

export function createRaster(width: number, height: number, background: Rgb): Raster {
  const pixels = new Uint8Array(width * height * 3);
  for (let i = 0; i < pixels.length; i += 3) pixels.set(background, i);
  return { width, height, pixels };
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

/** CRC-32 (ISO 3309, as PNG uses it). */
export function crc32(bytes: Uint8Array, crc = 0xffffffff): number {
  for (const b of bytes) crc = CRC_TABLE[(crc ^ b) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

const u32 = (n: number) => new Uint8Array([(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff]);

function concat(parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
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
export async function encodePng(r: Raster): Promise<Uint8Array<ArrayBuffer>> {
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
