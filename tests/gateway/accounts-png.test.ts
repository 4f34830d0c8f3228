/** The gateway's own PNG encoder and captcha drawing (gateway/domain/captcha-png.ts), run in Node. */
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { drawCaptcha } from '@gateway/domain/captcha-png';
import { crc32, createRaster, encodePng, PNG_SIGNATURE } from '@shared/png';

describe('captcha PNG encoder', () => {
  it('computes the PNG CRC-32', () => {
    expect(crc32(new TextEncoder().encode('IEND'))).toBe(0xae426082);
    expect(crc32(new TextEncoder().encode('123456789'))).toBe(0xcbf43926);
  });

  it('writes pixels pngjs reads back exactly', async () => {
    const r = createRaster(3, 2, [10, 20, 30]);
    r.pixels.set([255, 0, 0], 0);
    r.pixels.set([0, 255, 0], 3 * 4);
    r.pixels.set([0, 0, 255], 3 * 5);
    const bytes = Buffer.from(await encodePng(r));
    expect([...bytes.subarray(0, 8)]).toEqual([...PNG_SIGNATURE]);
    const png = PNG.sync.read(bytes);
    expect([png.width, png.height]).toEqual([3, 2]);
    const px = (i: number) => [...png.data.subarray(i * 4, i * 4 + 4)];
    expect(px(0)).toEqual([255, 0, 0, 255]);
    expect(px(1)).toEqual([10, 20, 30, 255]);
    expect(px(4)).toEqual([0, 255, 0, 255]);
    expect(px(5)).toEqual([0, 0, 255, 255]);
  });

  it('draws different digits differently and deterministically for a seeded random', async () => {
    const seeded = (seed: number) => () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const a = drawCaptcha('1234', seeded(7));
    const b = drawCaptcha('1234', seeded(7));
    const c = drawCaptcha('5678', seeded(7));
    expect([a.width, a.height]).toEqual([120, 40]);
    expect(Buffer.from(a.pixels).equals(Buffer.from(b.pixels))).toBe(true);
    expect(Buffer.from(a.pixels).equals(Buffer.from(c.pixels))).toBe(false);
    expect(PNG.sync.read(Buffer.from(await encodePng(a))).width).toBe(120);
  });

  it('refuses a raster of the wrong size and an unknown glyph', async () => {
    await expect(encodePng({ width: 2, height: 2, pixels: new Uint8Array(3) })).rejects.toThrow();
    expect(() => drawCaptcha('12a4')).toThrow();
  });
});
