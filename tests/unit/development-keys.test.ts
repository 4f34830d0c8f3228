/**
 * Production never runs on a key whose private half is in the repository: the check knows every
 * committed upstream key (gateway/wrangler.toml's JWE_PRIVATE_KEY among them), refuses a brand
 * table holding one, and wrangler.toml's production brands hold none. Outside development every
 * cookie is Secure and plain http is redirected to https.
 */
import { readFileSync } from 'node:fs';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '@worker/env';
import { productionSettingsProblem } from '@worker/production-settings';
import { cookieIsSecure, httpsOnly } from '@worker/session/cookie-security';
import { DEVELOPMENT_UPSTREAM_KEYS, developmentKeyProblem, isDevelopmentKey } from '@worker/session/development-keys';

/** Every `upstreamPublicKey = { ... }` of wrangler.toml, with the section it is in. */
function upstreamKeys(toml: string) {
  let section = '';
  const keys: { section: string; kid?: string; x?: string; y?: string }[] = [];
  for (const line of toml.split('\n')) {
    const header = /^\[([^\]]+)\]/.exec(line);
    if (header) section = header[1]!;
    const key = /^upstreamPublicKey\s*=\s*\{(.*)\}/.exec(line);
    if (!key) continue;
    const field = (name: string) => new RegExp(`${name}\\s*=\\s*"([^"]+)"`).exec(key[1]!)?.[1];
    keys.push({ section, kid: field('kid'), x: field('x'), y: field('y') });
  }
  return keys;
}

const GOOD = {
  ENVIRONMENT: 'production',
  SESSION_SECRET: 'q9Jk2mX0vB7nR4tY1wE6uI3oP8aS5dF2gH9jK0lZ1xC',
  CS_PATH_KEYS: JSON.stringify({ PROD: 'c2VjcmV0LWtleS1vZi10aGUtcHJvZHVjdGlvbi1icmFuZA' }),
  LIVE_WEBHOOK_SECRETS: JSON.stringify({ PROD: 'a-webhook-secret-only-the-brand-gateway-and-the-portal-know' }),
};

describe('development upstream keys', () => {
  it("know the reference gateway's committed private key", () => {
    const gateway = readFileSync('gateway/wrangler.toml', 'utf8');
    const jwk = JSON.parse(/^JWE_PRIVATE_KEY\s*=\s*'([^']+)'/m.exec(gateway)![1]!) as { kid: string; x: string; y: string; d?: string };
    expect(jwk.d).toBeTruthy();
    expect(DEVELOPMENT_UPSTREAM_KEYS).toContainEqual({ kid: jwk.kid, x: jwk.x, y: jwk.y });
    expect(isDevelopmentKey(jwk)).toBe(true);
    // the same point under another kid (or none) is still that key
    expect(isDevelopmentKey({ kty: 'EC', x: jwk.x, y: jwk.y, crv: 'P-256' })).toBe(true);
    expect(isDevelopmentKey({ kty: 'EC', x: 'other', y: 'other', kid: 'dev-2027-01' })).toBe(true);
  });

  it('refuse production with a brand on one, naming the brand and not the key', () => {
    const dev = { kty: 'EC', ...DEVELOPMENT_UPSTREAM_KEYS[0]!, crv: 'P-256', alg: 'ECDH-ES+A256KW' };
    const problem = productionSettingsProblem({ ...GOOD, BRANDS: { prod: { upstreamPublicKey: dev } } });
    expect(problem).toContain('BRANDS.prod.upstreamPublicKey');
    expect(problem).not.toContain(dev.x);
    expect(developmentKeyProblem(JSON.stringify({ prod: { upstreamPublicKey: { ...dev, kid: 'prod-1' } } }))).toContain('BRANDS.prod');
    expect(productionSettingsProblem({ ...GOOD, BRANDS: { prod: { upstreamPublicKey: { kty: 'EC', x: 'a', y: 'b', kid: 'prod-2026-12-x' } } } })).toBeNull();
    // development runs on them
    expect(productionSettingsProblem({ ...GOOD, ENVIRONMENT: 'development', BRANDS: { prod: { upstreamPublicKey: dev } } })).toBeNull();
  });

  it("are in none of wrangler.toml's production brands (their private halves are kept by the brands' gateways, not here)", () => {
    const keys = upstreamKeys(readFileSync('wrangler.toml', 'utf8'));
    const production = keys.filter((k) => k.section.startsWith('env.production'));
    expect(production.length).toBeGreaterThan(0);
    for (const key of production) expect(isDevelopmentKey(key), key.section).toBe(false);
    // development keeps the development key: the reference gateway decrypts with it
    expect(keys.filter((k) => !k.section.startsWith('env.')).every((k) => isDevelopmentKey(k))).toBe(true);
  });
});

describe('https outside development', () => {
  const app = (environment: string) => {
    const a = new Hono<AppEnv>();
    a.use('*', httpsOnly);
    a.get('*', (c) => c.json({ secure: cookieIsSecure(c) }));
    return (url: string) => a.request(url, {}, { ENVIRONMENT: environment } as never);
  };

  it('redirects plain http to the same address over https, and every cookie is Secure', async () => {
    const prod = app('production');
    const redirected = await prod('http://play.example/wps/member/info?x=1');
    expect(redirected.status).toBe(308);
    expect(redirected.headers.get('location')).toBe('https://play.example/wps/member/info?x=1');
    expect(await (await prod('https://play.example/')).json()).toEqual({ secure: true });
  });

  it('leaves loopback development on plain http, its cookies not Secure there', async () => {
    const dev = app('development');
    expect(await (await dev('http://127.0.0.1:8787/')).json()).toEqual({ secure: false });
    expect(await (await dev('https://localhost/')).json()).toEqual({ secure: true });
  });
});
