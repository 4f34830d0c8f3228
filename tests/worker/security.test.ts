/**
 * SECURITY.md's edge worker table, one test per finding: the worker's rules see the canonical path (percent-encoding
 * no longer steps around limits, token keeping, HTML cleaning or the cache), the ?token=
 * exchange redirects only on this origin and is bound to the browser that started the
 * social login, the login limit counts the account as the upstream resolves it, upstream
 * HTML error pages never reach the browser, and a session is only good on its own brand.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { freshIp, freshMobile, login as gatewayLogin, byPassword, makeMember, outbox } from '../gateway/accounts-client';
import { awayFromWindowEdge, GATEWAY_URL, HOSTS, ORIGIN, PORTAL_URL, raw, type RawResponse } from './http';
import { type Fault, setFault } from '../setup/operator';

const post = (body: unknown, ip: string, host: string = HOSTS.demo, origin: string = ORIGIN.demo, cookie = '') => ({
  method: 'POST',
  host,
  headers: { 'content-type': 'application/json', origin, 'x-simulate-ip': ip, ...(cookie ? { cookie } : {}) },
  body: JSON.stringify(body),
});

const cookieOf = (res: RawResponse, name: string) => new RegExp(`(?:^|, )${name}=([^;]*)`).exec(res.header('set-cookie') ?? '')?.[1];

/** The gateway's fault switch (tests/setup/operator.ts), with the brand in the body. */
const fault = (body: ({ merchantCode: string } & Fault) | null) => setFault(GATEWAY_URL, body, body?.merchantCode);

afterEach(() => fault(null));

describe('1. every rule sees the canonical path', () => {
  it('an encoded SMS path counts against the SMS limit and is refused once it is spent', async () => {
    const ip = freshIp();
    const send = (path: string) => raw(path, post({ mobileNum: freshMobile(), countryDialingCode: '84' }, ip));
    const statuses = [];
    await awayFromWindowEdge();
    for (const path of [
      '/wps/verification/sms/noLogin',
      '/wps/verification/sm%73/noLogin',
      '/wps/verification/SMS/noLogin'.replace('SMS', 'sm%73'),
      '/wps/verification/sms/noLogin',
      '/wps/verification/%73ms/noLogin',
    ]) {
      statuses.push((await send(path)).status);
    }
    expect(statuses.every((s) => s !== 429)).toBe(true);
    const sixth = await send('/wps/verification/sm%73/noLogin');
    expect(sixth.status).toBe(429);
    expect(JSON.parse(sixth.body).code).toBe('RATE_LIMITED');
    expect((await send('/wps/member/password/emai%6c')).status).toBe(429);
  });

  it('the second login step through an encoded path keeps the token in the cookie', async () => {
    const m = await makeMember({ mobileNum: freshMobile(), countryDialingCode: '84' });
    expect((await gatewayLogin(byPassword(m.username, m.password), { ip: freshIp() })).status).toBe(200);
    const away = freshIp();
    const first = await raw('/wps/session/login', post({ type: 'username', username: m.username, password: m.password }, away));
    expect(JSON.parse(first.body).code).toBe('TWO_FACTOR_REQUIRED');
    const { challengeId } = JSON.parse(first.body).value as { challengeId: string };
    const [sent] = await outbox(`+84${m.mobileNum}`, 'two_factor');
    const verified = await raw('/wps/session/login/verif%79', post({ challengeId, code: sent!.code }, away));
    expect(verified.status).toBe(200);
    expect(verified.body).not.toMatch(/"token"/);
    expect(cookieOf(verified, 'sid')).toBeTruthy();
  });

  it('operator HTML asked for through an encoded path is cleaned', async () => {
    const res = await raw('/wps/announcement%73?type=B&pageNo=1&pageSize=9');
    expect(res.status).toBe(200);
    expect(res.body).toMatch(/Security notice|Thông báo bảo mật/);
    expect(res.body).not.toMatch(/<script|onerror|javascript:/i);
  });

  it('an encoded catalogue path is answered from the edge cache, junk parameters and all', async () => {
    const query = '?gameType=RNG&pageNo=1&pageSize=12';
    expect((await raw(`/lgw/games/list${query}`, { host: HOSTS.lucky })).status).toBe(200);
    await fault({ merchantCode: 'DEMO2', prefix: '/lgw/games/list', kind: 'server-error' });
    for (let junk = 0; junk < 3; junk++) {
      const res = await raw(`/lgw/games/lis%74${query}&junk=${junk}`, { host: HOSTS.lucky });
      expect(res.status).toBe(200);
      expect(JSON.parse(res.body).success).toBe(true);
    }
  });

  it('refuses paths that cannot be made canonical, before anything is forwarded', async () => {
    for (const path of ['/wps/%c0%ae%c0%ae/system/status', '/wps/system%EF%BC%8Ewhitelabel', '/wps/captch%2561', '/wps/captcha%2f', '/wps//captcha']) {
      const res = await raw(path);
      expect(res.status, path).toBe(404);
      expect(JSON.parse(res.body).code).toBe('NOT_FOUND');
    }
  });
});

describe('2. the ?token= exchange redirects only on this origin', () => {
  it.each(['//evil.example/?token=x', '/\\evil.example/?token=x'])('%s', async (path) => {
    const res = await raw(path);
    expect(res.status).toBe(302);
    expect(res.header('location')).toBe(`${PORTAL_URL}/evil.example/`);
  });
});

describe('3. a sign-in link is bound to the browser that started the social login', () => {
  /** A social login on the gateway's stand-in provider, started through the worker; the return URL and the flow cookie. */
  async function socialLogin(email: string) {
    const start = await raw('/wps/session/social/google/start', post({ returnUrl: `${ORIGIN.demo}/rng?vendor=PG` }, freshIp()));
    expect(start.status).toBe(200);
    const flow = cookieOf(start, 'sflow');
    expect(flow).toBeTruthy();
    const state = new URL(JSON.parse(start.body).value.authorizeUrl as string).searchParams.get('state')!;
    const consent = await fetch(`${GATEWAY_URL}/social/google/consent`, {
      method: 'POST',
      body: new URLSearchParams({ state, email, decision: 'allow' }),
      redirect: 'manual',
    });
    expect(consent.status).toBe(302);
    const back = new URL(consent.headers.get('location')!);
    expect(back.searchParams.get('sflow')).toBe(flow);
    return { path: back.pathname + back.search, flow: flow! };
  }

  it('a token that returns to the browser holding its flow cookie is exchanged at once', async () => {
    const { path, flow } = await socialLogin(`flow_${Date.now()}@example.test`);
    const res = await raw(path, { headers: { cookie: `sflow=${flow}` } });
    expect(res.status).toBe(302);
    // a new social member: the provider marks the first login (docs/product.md 4)
    expect(res.header('location')).toBe(`${PORTAL_URL}/rng?vendor=PG&firstLogin=1`);
    expect(cookieOf(res, 'sid')).toBeTruthy();
  });

  it("the attacker's link in a victim's browser asks which account, and signs in only on continue", async () => {
    const { path } = await socialLogin(`attacker_${Date.now()}@example.test`);
    // the link's token is sealed into the pending cookie and the browser sent to the clean URL
    const link = await raw(path);
    expect(link.status).toBe(303);
    // the same page without the token (a new social member keeps the provider's first-login mark)
    const clean = new URL(link.header('location')!);
    expect(`${clean.origin}${clean.pathname}`).toBe(`${PORTAL_URL}/rng`);
    expect(clean.searchParams.get('vendor')).toBe('PG');
    expect(clean.searchParams.has('token')).toBe(false);
    expect(cookieOf(link, 'sid')).toBeUndefined();
    const pending = cookieOf(link, 'ptok')!;
    expect(pending).toBeTruthy();
    expect(link.header('set-cookie')).toMatch(/ptok=[^,]*SameSite=Lax/i);
    const victim = await raw(clean.pathname + clean.search, { headers: { cookie: `ptok=${pending}` } });
    expect(victim.status).toBe(200);
    expect(cookieOf(victim, 'sid')).toBeUndefined();
    expect(victim.body).toMatch(/data-testid="confirm-account">g_/);
    expect(victim.body).not.toMatch(/token=/);

    const form = (decision: string, origin: string = ORIGIN.demo) => ({
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin, cookie: `ptok=${pending}` },
      body: new URLSearchParams({ decision, return: '/rng?vendor=PG' }).toString(),
    });
    const crossSite = await raw('/auth/token/confirm', form('continue', 'http://evil.example'));
    expect(crossSite.status).toBe(403);
    const cancelled = await raw('/auth/token/confirm', form('cancel'));
    expect(cancelled.status).toBe(303);
    expect(cookieOf(cancelled, 'sid')).toBeUndefined();
    const confirmed = await raw('/auth/token/confirm', form('continue'));
    expect(confirmed.status).toBe(303);
    expect(confirmed.header('location')).toBe(`${PORTAL_URL}/rng?vendor=PG`);
    expect(cookieOf(confirmed, 'sid')).toBeTruthy();
  });

  it('a start whose return URL is not this site is refused', async () => {
    const res = await raw('/wps/session/social/google/start', post({ returnUrl: 'https://evil.example/' }, freshIp()));
    expect(res.status).toBe(400);
    expect(cookieOf(res, 'sflow')).toBeUndefined();
  });
});

describe('4. the login limit counts the account as the upstream resolves it', () => {
  it('" user", "user " and "USER" share one limit', async () => {
    const ip = freshIp();
    const names = [' nobody_norm', 'nobody_norm ', 'NOBODY_NORM'];
    const statuses: number[] = [];
    await awayFromWindowEdge();
    for (let i = 0; i < 11; i++) {
      statuses.push((await raw('/wps/session/login', post({ type: 'username', username: names[i % 3], password: 'x' }, ip))).status);
    }
    expect(statuses.slice(0, 10)).not.toContain(429);
    expect(statuses[10]).toBe(429);
  });
});

describe('5. upstream error pages never reach the browser', () => {
  it('an HTML 500 with a stack trace becomes the catalogue JSON error', async () => {
    await fault({ merchantCode: 'DEMO2', prefix: '/wps/member/info', kind: 'html-error' });
    const res = await raw('/wps/member/info', { host: HOSTS.lucky });
    expect(res.status).toBe(502);
    expect(res.header('content-type')).toMatch(/application\/json/);
    expect(JSON.parse(res.body)).toMatchObject({ success: false, code: 'NETWORK' });
    expect(res.body).not.toMatch(/DB_PASSWORD|TypeError|<html/);
  });

  it('an HTML page where JSON was expected is refused too', async () => {
    await fault({ merchantCode: 'DEMO2', prefix: '/wps/member/info', kind: 'wrong-type' });
    const res = await raw('/wps/member/info', { host: HOSTS.lucky });
    expect(res.header('content-type')).toMatch(/application\/json/);
    expect(res.body).not.toMatch(/<html/);
  });
});

describe("6. a session is only good on its own brand's pages", () => {
  it("another brand's page does not show the member", async () => {
    const m = await makeMember({}, 'DEMO');
    const res = await raw('/wps/session/login', post({ type: 'username', username: m.username, password: m.password }, freshIp()));
    const sid = cookieOf(res, 'sid')!;
    expect(sid).toBeTruthy();
    const own = await raw('/', { headers: { cookie: `sid=${sid}` } });
    expect(own.body).toContain(m.username);
    const other = await raw('/', { host: HOSTS.lucky, headers: { cookie: `sid=${sid}` } });
    expect(other.status).toBe(200);
    expect(other.body).not.toContain(m.username);
  });
});

describe('5. the second login step counts its own login attempt, not the IP alone', () => {
  it('eleven waiting logins from one IP (a carrier NAT) each get their code step; one attempt guessed at is limited', async () => {
    const ip = freshIp();
    const step = (challengeId: string) => raw('/wps/session/login/second-factor', post({ challengeId, secondFactor: { method: 'totp', code: '000000' } }, ip));
    await awayFromWindowEdge();
    // eleven players behind one address, one try each: none is refused by the edge (the gateway answers)
    const players: number[] = [];
    for (let i = 0; i < 11; i++) players.push((await step(`attempt-of-player-${i}`)).status);
    expect(players).not.toContain(429);
    // one attempt tried over and over: its own limit
    const guesses: number[] = [];
    for (let i = 0; i < 11; i++) guesses.push((await step('attempt-guessed-at')).status);
    expect(guesses.slice(0, 10)).not.toContain(429);
    expect(guesses[10]).toBe(429);
  });
});
