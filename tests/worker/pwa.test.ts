/**
 * Issue 16: per brand, a web app manifest with its name and colours, an icon from its theme,
 * an offline page per language, and the service worker that keeps only hashed files and
 * offline pages; each with the portal's CSP (workers and manifests from this origin only).
 */
import { describe, expect, it } from 'vitest';
import { HOSTS, raw } from './http';

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
