/**
 * The region gate is derived from the router's own table (SECURITY.md "Region gate"): every
 * route and method mounted in worker/index.ts (Hono's app.routes), asked by a visitor the brand
 * denies, is refused (451, or the region page) by the gate before anything reaches the upstream,
 * unless it is on the exemption list. A route added later without the gate fails here.
 * The worker runs in node with app.request: the upstream is a port nothing listens on, and
 * the gate never asks it.
 */
import { describe, expect, it, vi } from 'vitest';

vi.mock('cloudflare:workers', () => ({ DurableObject: class {} }));

const { default: app } = await import('@worker/index');
const { GATE_EXEMPT_CALLS } = await import('@worker/middleware/region-gate');

/** Mounted before the brand is known: no brand's data (SECURITY.md says why each). */
// GET /__dev/vitals: the development copy of every brand's Web Vitals (404 in production and staging)
const BEFORE_THE_BRAND = ['GET /healthz', 'GET /__dev/vitals', 'GET /assets/*', 'GET /favicon.svg', 'POST /live/events'];

const BRANDS = {
  deny: {
    hosts: ['deny.example'],
    name: 'Deny',
    merchantCode: 'DENY',
    upstream: 'http://127.0.0.1:9',
    languages: ['en'],
    defaultLanguage: 'en',
    regions: { deny: ['KP'] },
    upstreamPublicKey: { kty: 'EC', crv: 'P-256', x: 'AAAA', y: 'BBBB', alg: 'ECDH-ES+A256KW' },
    theme: { primary: '#112233', accent: '#445566', logoText: 'D' },
  },
};
const ENV = {
  ENVIRONMENT: 'development',
  SESSION_SECRET: 'dev-only-session-secret-0123456789abcdef',
  BRANDS,
  DEV_UPSTREAM: '',
  ASSETS: { fetch: () => Promise.resolve(new Response('asset')) },
};
const CTX = { waitUntil: () => undefined, passThroughOnException: () => undefined, props: {} };
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/** A concrete path for a route pattern: parameters and wildcards filled in. */
const concrete = (path: string) => path.replace(/:\w+(\{[^}]*\})?/g, 'en').replace(/\*/g, 'x/y');

describe('the region gate covers the whole route table', () => {
  const routes = app.routes.map((r) => ({ method: r.method, path: r.path }));

  it('the table has the brand routes (the walk is not empty)', () => {
    for (const expected of ['/wps/*', '/lgw/*', '/live/socket', '/sw.js', '/manifest.webmanifest', '/*']) {
      expect(routes.some((r) => r.path === expected)).toBe(true);
    }
  });

  it('every mounted route and method answers a denied visitor with the gate, or is exempt', async () => {
    const ungated: string[] = [];
    for (const { method: routeMethod, path } of routes) {
      for (const method of routeMethod === 'ALL' ? METHODS : [routeMethod]) {
        const key = `${method} ${path}`;
        if (BEFORE_THE_BRAND.includes(key)) continue;
        const url = `http://deny.example${concrete(path)}`;
        const res = await app.request(url, { method, headers: { 'x-simulate-country': 'KP', origin: 'http://deny.example' } }, ENV, CTX as never);
        const body = await res.text();
        // a HEAD answer has no body: its status is the gate's
        const refused = res.status === 451 && (method === 'HEAD' || body.includes('"REGION_BLOCKED"') || body.includes('data-testid="visitor-country">KP<'));
        if (!refused) ungated.push(`${key} → ${res.status}`);
      }
    }
    // the customer-service call is the only exemption behind the gate
    const exempt = GATE_EXEMPT_CALLS.map((e) => `${e.method} ${e.path}`);
    for (const call of exempt) {
      const [method, path] = call.split(' ') as [string, string];
      const res = await app.request(`http://deny.example${path}`, { method, headers: { 'x-simulate-country': 'KP' } }, ENV, CTX as never);
      expect(res.status, call).not.toBe(451);
    }
    expect(ungated).toEqual([]);
  });

  it('the routes mounted before the brand are exactly the listed ones', () => {
    const firstBrandRoute = routes.findIndex((r) => r.path === '/live/socket');
    const before = app.routes
      .slice(0, firstBrandRoute)
      .filter((r) => r.method !== 'ALL')
      .map((r) => `${r.method} ${r.path}`);
    expect(before.sort()).toEqual([...BEFORE_THE_BRAND].sort());
  });
});
