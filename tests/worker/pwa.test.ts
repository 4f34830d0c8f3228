/**
 * per brand, a web app manifest with its name and colours, an icon from its theme,
 * an offline page per language, and the service worker that keeps only hashed files and
 * offline pages; each with the portal's CSP (workers and manifests from this origin only).
 */
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { contrast } from '@shared/colour-contrast';
import { HOSTS, ORIGIN, raw } from './http';

interface Png {
  width: number;
  height: number;
  /** RGB of a pixel */
  at(x: number, y: number): string;
}

/** Decodes an 8-bit RGB, non-interlaced PNG as a viewer would: signature, chunk CRCs, IHDR, inflated IDAT, filters. */
function decodePng(bytes: Buffer): Png {
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (b: Buffer) => {
    let c = 0xffffffff;
    for (const x of b) c = crcTable[(c ^ x) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  let at = 8;
  let width = 0;
  let height = 0;
  const idat: Buffer[] = [];
  const types: string[] = [];
  while (at < bytes.length) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    const data = bytes.subarray(at + 8, at + 8 + length);
    expect(bytes.readUInt32BE(at + 8 + length), `CRC of ${type}`).toBe(crc(bytes.subarray(at + 4, at + 8 + length)));
    types.push(type);
    if (type === 'IHDR') {
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
      // 8-bit truecolour, deflate, no interlace
      expect([data[8], data[9], data[10], data[12]]).toEqual([8, 2, 0, 0]);
    }
    if (type === 'IDAT') idat.push(data);
    at += 12 + length;
  }
  expect(types[0]).toBe('IHDR');
  expect(types.at(-1)).toBe('IEND');
  const raw = inflateSync(Buffer.concat(idat));
  const stride = 1 + width * 3;
  expect(raw.length).toBe(stride * height);
  // undo the scanline filters (the encoder may use any of the five)
  const px = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * stride]!;
    for (let i = 0; i < width * 3; i++) {
      const x = raw[y * stride + 1 + i]!;
      const a = i >= 3 ? px[y * width * 3 + i - 3]! : 0;
      const b = y > 0 ? px[(y - 1) * width * 3 + i]! : 0;
      const c = i >= 3 && y > 0 ? px[(y - 1) * width * 3 + i - 3]! : 0;
      const paeth = () => {
        const p = a + b - c;
        const [pa, pb, pc] = [Math.abs(p - a), Math.abs(p - b), Math.abs(p - c)];
        return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
      };
      const pred = [0, a, b, (a + b) >> 1, 0][filter] ?? 0;
      px[y * width * 3 + i] = (x + (filter === 4 ? paeth() : pred)) & 0xff;
    }
  }
  const hex = (n: number) => n.toString(16).padStart(2, '0');
  return { width, height, at: (x, y) => `#${[0, 1, 2].map((k) => hex(px[(y * width + x) * 3 + k]!)).join('')}` };
}

describe('web app manifest and icon, per brand', () => {
  it('names the brand, uses its theme colours and its icon', async () => {
    const demo = await raw('/manifest.webmanifest', { host: HOSTS.demo });
    const lucky = await raw('/manifest.webmanifest', { host: HOSTS.lucky });
    expect(demo.status).toBe(200);
    expect(demo.header('content-type')).toMatch(/^application\/manifest\+json/);
    const a = JSON.parse(demo.body) as Record<string, unknown>;
    const b = JSON.parse(lucky.body) as Record<string, unknown>;
    expect(a).toMatchObject({ start_url: '/', scope: '/', display: 'standalone' });
    expect(a.name).not.toBe(b.name);
    expect(a.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(a.icons).toEqual(expect.arrayContaining([expect.objectContaining({ src: '/icon.svg', type: 'image/svg+xml' })]));
    const icon = await raw('/icon.svg', { host: HOSTS.demo });
    expect(icon.header('content-type')).toBe('image/svg+xml');
    expect(icon.body).toContain(`fill="${a.theme_color as string}"`);
  });

  it.each([
    ['', 'vi'],
    ['lang=ty', 'vi'],
    ['lang=en', 'en'],
    ['lang=cn', 'zh-CN'],
  ])('cookie %j: the manifest language is the tag %s, not the internal code', async (cookie, tag) => {
    const res = await raw('/manifest.webmanifest', { host: HOSTS.demo, headers: cookie ? { cookie } : {} });
    expect((JSON.parse(res.body) as { lang: string }).lang).toBe(tag);
  });

  it('PNG icons of 192 and 512 px and maskable ones, drawn from each brand theme, decode as the manifest says', async () => {
    const seen = new Map<string, string>();
    for (const [brand, origin] of Object.entries(ORIGIN)) {
      const manifest = (await (await fetch(`${origin}/manifest.webmanifest`)).json()) as {
        theme_color: string;
        icons: { src: string; sizes: string; type: string; purpose: string }[];
      };
      const pngs = manifest.icons.filter((i) => i.type === 'image/png');
      // Chromium's installability check: a PNG of at least 144 px for purpose any; Android's launcher: a maskable one
      expect(pngs.filter((i) => i.purpose === 'any').map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
      expect(pngs.filter((i) => i.purpose === 'maskable').map((i) => i.sizes)).toContain('512x512');
      for (const icon of pngs) {
        const res = await fetch(`${origin}${icon.src}`);
        expect(res.status, icon.src).toBe(200);
        expect(res.headers.get('content-type')).toBe('image/png');
        const png = decodePng(Buffer.from(await res.arrayBuffer()));
        const size = Number(icon.sizes.split('x')[0]);
        expect([png.width, png.height]).toEqual([size, size]);
        // the background is the brand's accent (the manifest's theme colour), the letters another readable colour
        expect(png.at(0, 0)).toBe(manifest.theme_color.toLowerCase());
        expect(png.at(size - 1, size - 1)).toBe(manifest.theme_color.toLowerCase());
        const ink = new Map<string, number>();
        let outside = 0;
        for (let y = 0; y < size; y++)
          for (let x = 0; x < size; x++) {
            const c = png.at(x, y);
            if (c === manifest.theme_color.toLowerCase()) continue;
            ink.set(c, (ink.get(c) ?? 0) + 1);
            // a maskable icon keeps everything inside the safe circle (radius 40 % of the side)
            if (Math.hypot(x + 0.5 - size / 2, y + 0.5 - size / 2) > size * 0.4) outside++;
          }
        expect(ink.size, `${brand} ${icon.src}: one ink colour`).toBe(1);
        const [colour, count] = [...ink][0]!;
        expect(count / (size * size)).toBeGreaterThan(0.03);
        expect(contrast(colour, manifest.theme_color)).toBeGreaterThanOrEqual(3);
        if (icon.purpose === 'maskable') expect(outside).toBe(0);
        seen.set(`${brand}${icon.src}`, colour);
      }
    }
    // each brand's own colours
    expect(seen.get('demo/icon-512.png')).not.toBe(seen.get('lucky/icon-512.png'));
  });

  it('pages link the manifest; the CSP allows this origin only for workers and manifests', async () => {
    const home = await raw('/', { host: HOSTS.demo });
    expect(home.body).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    const csp = home.header('content-security-policy') ?? '';
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
  });
});

describe('offline page', () => {
  it('one per language of the brand, with its retry, no script and no cookie', async () => {
    const ty = await raw('/offline/ty', { host: HOSTS.demo });
    const en = await raw('/offline/en', { host: HOSTS.demo });
    expect(ty.status).toBe(200);
    expect(en.status).toBe(200);
    expect(ty.body).toContain('Bạn đang ngoại tuyến');
    expect(en.body).toContain('You are offline');
    expect(en.body).toContain('href="/"');
    expect(en.body).not.toMatch(/<script/);
    // what a search result or a shared link shows: the page's own translated text (Lighthouse's SEO audit)
    expect(en.body).toContain('<meta name="description" content="The network connection was lost.');
    expect(ty.body).toContain('<meta name="description" content="Mất kết nối mạng.');
    expect(en.header('set-cookie')).toBeUndefined();
    expect((await raw('/offline/xx', { host: HOSTS.demo })).status).toBe(404);
  });
});

describe('service worker', () => {
  it('is JavaScript from this origin, never cached long, and caches no API answer or page', async () => {
    const sw = await raw('/sw.js?lang=ty', { host: HOSTS.demo });
    expect(sw.status).toBe(200);
    expect(sw.header('content-type')).toMatch(/^text\/javascript/);
    expect(sw.header('cache-control')).toBe('no-cache');
    const config = JSON.parse(/const CONFIG = (\{.*\});/.exec(sw.body)![1]!) as { precache: string[]; languages: string[] };
    expect(config.precache.length).toBeGreaterThan(0);
    for (const url of config.precache) expect(url).toMatch(/^\/assets\//);
    expect(config.languages).toContain('ty');
    expect(sw.body).not.toMatch(/\/wps|\/lgw/);
  });
});
