/**
 * A page that need not be rendered per request is not (worker/ssr/page-cache.ts):
 * a visitor's page comes from the edge cache with a fresh CSP nonce; language and brand are
 * entries of their own; a request with a session is never served from it nor stored; members
 * and visitors interleaved each see only their own name; maintenance shows through it.
 * Each test asks for its own URL (an `id` query of its own; `id` is one of the parameters
 * page-query.ts keys by), so the entries of one test and of other
 * test files never meet.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { freshIp, makeMember } from '../gateway/accounts-client';
import { admin, HOSTS, ORIGIN, pollUntil, raw, type RawRequest, type RawResponse } from './http';

const run = Math.random().toString(36).slice(2, 8);
let n = 0;
/** A URL no other test asks for: the home page with a query of its own. */
const freshUrl = (path = '/') => `${path}?id=pc${run}${++n}`;

const NONCE_ATTR = /\snonce="([^"]*)"/g;
const nonceOfHeader = (res: RawResponse) => /'nonce-([^']+)'/.exec(res.header('content-security-policy') ?? '')?.[1];
const noncesOfBody = (res: RawResponse) => [...res.body.matchAll(NONCE_ATTR)].map((m) => m[1]);
/** The body with every nonce attribute blanked: what must be byte for byte the same. */
const withoutNonces = (body: string) => body.replace(NONCE_ATTR, ' nonce=""');
const cacheState = (res: RawResponse) => res.header('x-page-cache');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Asks for `url` until the answer comes from the page cache (a render is only kept once all
 * the data it used was fresh, and it is stored after its last byte). Returns that hit and the
 * last render before it, which is the one kept (each miss is given time to be stored).
 */
async function untilHit(url: string, o: RawRequest = {}, rendered?: RawResponse): Promise<{ hit: RawResponse; stored: RawResponse }> {
  let last = rendered;
  if (last) await sleep(300);
  for (let i = 0; i < 15; i++) {
    const res = await raw(url, o);
    expect(res.status).toBe(200);
    if (cacheState(res) === 'hit') {
      expect(last, 'the first answer was rendered').toBeDefined();
      return { hit: res, stored: last! };
    }
    expect(cacheState(res)).toBe('miss');
    last = res;
    await sleep(300);
  }
  throw new Error(`${url} never came from the page cache`);
}

async function loginSid(username: string, password: string): Promise<string> {
  const res = await raw('/wps/session/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ORIGIN.demo, 'x-simulate-ip': freshIp() },
    body: JSON.stringify({ type: 'username', username, password }),
  });
  expect(res.status).toBe(200);
  const sid = /(?:^|, )sid=([^;]+)/.exec(res.header('set-cookie') ?? '')?.[1];
  expect(sid).toBeTruthy();
  return sid!;
}

describe('a visitor page from the edge cache', () => {
  it('is a hit the second time, with a new nonce in the header and every nonce attribute, the same bytes otherwise', async () => {
    const url = freshUrl();
    const first = await raw(url);
    expect(first.status).toBe(200);
    expect(cacheState(first)).toBe('miss');
    const { hit, stored } = await untilHit(url, {}, first);
    const old = nonceOfHeader(stored)!;
    const fresh = nonceOfHeader(hit)!;
    expect(old).toBeTruthy();
    expect(fresh).toBeTruthy();
    expect(fresh).not.toBe(old);
    // every nonce attribute of the page carries the new nonce, and the old one is nowhere
    const attrs = noncesOfBody(hit);
    expect(attrs.length).toBeGreaterThan(2);
    expect(new Set(attrs)).toEqual(new Set([fresh]));
    expect(noncesOfBody(stored).every((x) => x === old)).toBe(true);
    expect(hit.body).not.toContain(old);
    expect(JSON.stringify(hit.headers)).not.toContain(old);
    // both nonces of the policy (script-src and style-src) are the new one
    expect(hit.header('content-security-policy')?.match(/'nonce-[^']+'/g)).toEqual([`'nonce-${fresh}'`, `'nonce-${fresh}'`]);
    expect(hit.header('content-security-policy')?.replaceAll(fresh, '')).toBe(stored.header('content-security-policy')?.replaceAll(old, ''));
    expect(withoutNonces(hit.body)).toBe(withoutNonces(stored.body));
    expect(hit.body).toMatch(/<\/html>$/);
    // the per-response headers are there, the cache's own are not
    expect(hit.header('cache-control')).toBe('private, no-cache');
    expect(hit.header('content-type')).toBe(stored.header('content-type'));
    expect(hit.header('strict-transport-security')).toBe(stored.header('strict-transport-security'));
    expect(hit.header('x-page-nonce-marker')).toBeUndefined();
    expect(hit.body).not.toContain('page-nonce-');
    expect(hit.header('x-page-expires')).toBeUndefined();
    expect(hit.header('set-cookie')).toBeUndefined();
    // a second hit has yet another nonce
    const again = await raw(url);
    expect(cacheState(again)).toBe('hit');
    expect(nonceOfHeader(again)).not.toBe(fresh);
    expect(withoutNonces(again.body)).toBe(withoutNonces(hit.body));
  });

  it('keeps each language and each brand (with its own theme colours) as an entry of its own', async () => {
    const url = freshUrl();
    const ty = (await untilHit(url)).hit;
    expect(ty.body).toContain('<html lang="vi"');
    // the same URL in English: not the Vietnamese page
    const enFirst = await raw(url, { headers: { cookie: 'lang=en' } });
    expect(cacheState(enFirst)).toBe('miss');
    const en = (await untilHit(url, { headers: { cookie: 'lang=en' } }, enFirst)).hit;
    expect(en.body).toContain('<html lang="en"');
    // the same URL on the other brand: its own name and theme, never Demo Club's page
    const luckyFirst = await raw(url, { host: HOSTS.lucky });
    expect(cacheState(luckyFirst)).toBe('miss');
    const lucky = (await untilHit(url, { host: HOSTS.lucky }, luckyFirst)).hit;
    expect(lucky.body).toContain('Lucky Star');
    expect(lucky.body).not.toContain('Demo Club');
    expect(ty.body).toContain('Demo Club');
    const themeColour = (res: RawResponse) => /<meta name="theme-color" content="([^"]+)"/.exec(res.body)?.[1];
    expect(themeColour(lucky)).toBeTruthy();
    expect(themeColour(lucky)).not.toBe(themeColour(ty));
    expect(themeColour(lucky)).toBe(themeColour(luckyFirst));
    // and the first entries are still there as they were
    const tyAgain = await raw(url);
    expect(cacheState(tyAgain)).toBe('hit');
    expect(tyAgain.body).toContain('<html lang="vi"');
  });

  it('never stores a request with a session; a member gets the cached visitor page with only their own session filled in', async () => {
    const m = await makeMember({}, 'DEMO');
    const sid = await loginSid(m.username, m.password);
    const url = freshUrl();
    const member = { headers: { cookie: `sid=${sid}` } };
    // the member's render first: not stored, so the visitor after it is a miss and sees no name
    const own = await raw(url, member);
    expect(own.status).toBe(200);
    expect(cacheState(own)).toBe('bypass');
    expect(own.body).toContain(m.username);
    // a member's page is stored by no cache, the browser's back/forward cache included
    expect(own.header('cache-control')).toBe('no-store');
    await sleep(500);
    const visitor = await raw(url);
    expect(cacheState(visitor)).toBe('miss');
    expect(visitor.body).not.toContain(m.username);
    // a visitor's page hints the account dialogs' own chunks and the member header's (fetched at
    // the browser's lowest priority, none the page preloads already); a member's render does not
    const prefetches = (body: string) => [...body.matchAll(/<link rel="prefetch" href="([^"]+)" crossorigin>/g)].map((h) => h[1]!);
    expect(prefetches(own.body)).toEqual([]);
    expect(prefetches(visitor.body)[0]).toMatch(/^\/assets\/auth-dialog-[\w-]+\.js$/);
    expect(prefetches(visitor.body).filter((href) => /^\/assets\/member-header-[\w-]+\.js$/.test(href))).toHaveLength(1);
    for (const href of prefetches(visitor.body)) expect(visitor.body).not.toContain(`<link rel="modulepreload" href="${href}"`);
    // a member's header parts are a chunk of their own: the member's render preloads it and
    // carries them in its HTML (rendered in the same pass, no fallback); a visitor's page only hints it
    expect(own.body).toMatch(/<link rel="modulepreload" href="\/assets\/member-header-[\w-]+\.js"/);
    expect(own.body).toMatch(/<div class="header-account">(?:(?!<\/header>).)*<div class="account-bar"[ >]/s);
    expect(visitor.body).not.toMatch(/<link rel="modulepreload" href="\/assets\/member-header-/);
    // once the visitor's page is cached, the member gets it with their own session as a JSON
    // island (filled in by the browser), never stored: a visitor after them sees no name
    const { hit } = await untilHit(url, {}, visitor);
    const ownAgain = await raw(url, member);
    expect(cacheState(ownAgain)).toBe('shell');
    expect(ownAgain.header('cache-control')).toBe('no-store');
    expect(ownAgain.body).toContain('<html data-member-shell lang=');
    const island = /<script type="application\/json" id="__portal_member">([^<]*)<\/script><\/body><\/html>$/.exec(ownAgain.body);
    expect(JSON.parse(island?.[1] ?? 'null')).toEqual({ username: m.username, type: m.type ?? 0 });
    // everything else is the visitor's page byte for byte, under this request's nonce
    const nonce = nonceOfHeader(ownAgain)!;
    expect(noncesOfBody(ownAgain).every((n) => n === nonce)).toBe(true);
    expect(withoutNonces(ownAgain.body.replace(island![0], '</body></html>').replace('<html data-member-shell ', '<html '))).toBe(withoutNonces(hit.body));
    const visitorAfter = await raw(url);
    expect(cacheState(visitorAfter)).toBe('hit');
    expect(visitorAfter.body).not.toContain(m.username);
    // a centre in the URL is rendered for the member as before
    const centre = await raw(`${url}&centre=member/transactionHistory`, member);
    expect(cacheState(centre)).toBe('bypass');
    expect(centre.body).toContain(m.username);
    // a session cookie that does not open (forged, expired) bypasses the cache too
    const forged = await raw(url, { headers: { cookie: 'sid=eyJhbGciOiJkaXIiLCJlbmMiOiJBMjU2R0NNIn0..AAAA.BBBB.CCCC' } });
    expect(cacheState(forged)).toBe('bypass');
    // and a request that is not a GET
    const head = await raw(url, { method: 'HEAD' });
    expect(cacheState(head)).toBe('bypass');
  });

  it('keys a page by the parameters pages read: tracking ones share the entry, unknown or free-text ones are rendered and never kept', async () => {
    const url = freshUrl();
    const { hit } = await untilHit(url);
    // the same page with campaign parameters (in another order) is the same entry
    const tagged = await raw(`${url}&utm_source=zalo&fbclid=abc123&utm_campaign=tet`);
    expect(cacheState(tagged)).toBe('hit');
    expect(withoutNonces(tagged.body)).toBe(withoutNonces(hit.body));
    // a parameter no page reads, a search text or an overlong value: rendered, never stored
    for (const query of [`&zz=${run}`, '&q=hello%20world', `&tab=${'x'.repeat(65)}`]) {
      for (let i = 0; i < 2; i++) {
        const res = await raw(`${url}${query}`);
        expect(res.status).toBe(200);
        expect(cacheState(res), query).toBe('bypass');
        await sleep(300);
      }
    }
  });

  it('two members and a visitor, interleaved on one URL: each sees only their own name, the visitor none', async () => {
    const [a, b] = [await makeMember({}, 'DEMO'), await makeMember({}, 'DEMO')];
    const sids = { a: await loginSid(a.username, a.password), b: await loginSid(b.username, b.password) };
    const url = freshUrl();
    const states: string[] = [];
    const members: string[] = [];
    for (const who of ['visitor', 'a', 'visitor', 'b', 'a', 'visitor', 'b', 'visitor', 'a', 'b', 'visitor', 'visitor', 'a', 'visitor', 'b'] as const) {
      const res = await raw(url, who === 'visitor' ? {} : { headers: { cookie: `sid=${sids[who]}` } });
      expect(res.status).toBe(200);
      if (who === 'visitor') {
        expect(res.body).not.toContain(a.username);
        expect(res.body).not.toContain(b.username);
        states.push(cacheState(res)!);
      } else {
        const [own, other] = who === 'a' ? [a, b] : [b, a];
        expect(res.body).toContain(own.username);
        expect(res.body).not.toContain(other.username);
        // rendered for them, or the visitor's page with their session filled in
        expect(['bypass', 'shell']).toContain(cacheState(res));
        members.push(cacheState(res)!);
      }
      await sleep(200);
    }
    // the visitors were served from the cache and the members from it too (so the test is about the cache at all)
    expect(states).toContain('hit');
    expect(members).toContain('shell');
    // the same interleaving at once, not one after another
    const all = await Promise.all(
      ['a', 'visitor', 'b', 'visitor', 'a', 'b', 'visitor'].map(async (who) => ({
        who,
        res: await raw(url, who === 'visitor' ? {} : { headers: { cookie: `sid=${sids[who as 'a' | 'b']}` } }),
      })),
    );
    for (const { who, res } of all) {
      expect(res.body.includes(a.username)).toBe(who === 'a');
      expect(res.body.includes(b.username)).toBe(who === 'b');
    }
  });
});

describe('the page cache never hides the brand status', () => {
  afterAll(() => admin('/maintenance', { merchantCode: 'DEMO', on: false }));

  it('maintenance shows over a cached page within the status freshness (10 s), and the page comes back after', async () => {
    // a country of its own: the status is cached per country (status.test.ts)
    const o = { headers: { 'x-simulate-country': 'PF' } };
    const url = freshUrl();
    await untilHit(url, o);
    const on = Date.now();
    let seen: number | undefined;
    try {
      await admin('/maintenance', { merchantCode: 'DEMO', on: true });
      const res = await pollUntil(
        () => raw(url, o),
        (r) => r.status === 503,
        30_000,
        500,
      );
      seen = Date.now();
      expect(res.status).toBe(503);
      expect(res.body).toContain('<html');
      expect(cacheState(res)).toBeUndefined();
      // every later request too, however fresh the cached page still is
      for (let i = 0; i < 3; i++) expect((await raw(url, o)).status).toBe(503);
    } finally {
      await admin('/maintenance', { merchantCode: 'DEMO', on: false });
    }
    // status is fresh for 10 s at the edge, then served stale once while it refreshes
    expect(seen! - on).toBeLessThan(10_000 + 5_000);
    const back = await pollUntil(
      () => raw(url, o),
      (r) => r.status === 200,
      30_000,
      500,
    );
    expect(back.status).toBe(200);
  });
});
