/**
 * A member's page rendered with their own data: the server render reads the member's calls the
 * way the browser's /wps calls go (the session's token, never the edge cache), so the HTML and
 * the page's state hold the member's figures and never the token; a member's page is no-store
 * and never enters the page cache; a call that fails, or comes later than the render's budget,
 * leaves its part in its loading state for the browser to load, and the page is whole (the test
 * servers' budget: scripts/serve.mjs TEST_MEMBER_DATA_BUDGET_MS).
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { BankCard, WithdrawInfo } from '@shared/api/cashier';
import { memberPageQueries } from '@client/app/member-data';
import { type CallFailure, PORTAL_STATE_ID, type PortalState, type PublicBrand } from '@shared/portal-state';
import { AGENT_CENTRE_DATA } from '@client/features/agent-centre/page-data';
import { MEMBER_CENTRE_DATA } from '@client/features/member-centre/page-data';
import type { CentreRef } from '@shared/centre';
import type { Whitelabel } from '@shared/api';
import { sealSession } from '@worker/session/session-cookie';
import { UPSTREAM_TIMEOUT_MS } from '@worker/upstream/upstream';
// @ts-expect-error plain ESM script without type declarations
import { TEST_MEMBER_DATA_BUDGET_MS } from '../../scripts/serve.mjs';
import { call } from '../gateway/accounts-client';
import { inOneBrandDay } from '../gateway/brand-day';
import { newPlayer, type Player } from '../gateway/players';
import { GATEWAY_URL, raw, t } from './http';
import { DEV_SESSION_SECRET } from './live-client';
import { type Fault, setFault, digits } from '../setup/operator';

const run = Math.random().toString(36).slice(2, 8);
let n = 0;
/** A URL no earlier request rendered or cached (the page cache keys the query). */
const freshUrl = (centre: string) => `/?id=mr${run}${++n}&centre=${centre}`;

/** The session cookie the worker would have set for this player's token (sealed with the dev secret, as the worker seals it). */
const cookieOf = async (p: Pick<Player, 'token' | 'username'>) =>
  `sid=${await sealSession({ token: p.token, username: p.username, type: 0, brand: 'demo' }, DEV_SESSION_SECRET)}`;

/** A player whose withdraw page shows its figures: payment password set, one card bound. */
async function withdrawer(opening: number): Promise<Player & { info: WithdrawInfo }> {
  const p = await newPlayer(opening);
  expect((await call('POST', '/wps/cashier/payment-password', { paymentPassword: '246810' }, p)).status).toBe(200);
  const card = await call<BankCard[]>(
    'POST',
    '/wps/cashier/cards',
    { bankName: 'Vietcombank', accountName: 'NGUYEN VAN A', accountNo: '0123456789', paymentPassword: '246810' },
    p,
  );
  expect(card.body.success, JSON.stringify(card.body)).toBe(true);
  const info = (await call<WithdrawInfo>('GET', '/wps/cashier/withdraw/info', undefined, p)).body.value;
  return { ...p, info };
}

/** The text of the element with `data-testid` in the HTML (its first text run). */
const testIdText = (body: string, id: string) => new RegExp(`data-testid="${id}"[^>]*>([^<]*)<`).exec(body)?.[1] ?? null;
/** The page's state (dehydrated on the server): the brand and whitelabel it was rendered with, and its query keys. */
function stateOf(body: string): { brand: PublicBrand; whitelabel: Whitelabel | undefined; keys: string[]; failures: CallFailure[] | undefined } {
  const state = new RegExp(`<script type="application/json" id="${PORTAL_STATE_ID}">([^<]*)</script>`).exec(body)?.[1];
  const parsed = JSON.parse(state ?? 'null') as PortalState;
  const whitelabel = parsed.queries.queries.find((q) => JSON.stringify(q.queryKey) === '["whitelabel"]')?.state.data as Whitelabel | undefined;
  return { brand: parsed.brand, whitelabel, keys: parsed.queries.queries.map((q) => JSON.stringify(q.queryKey)), failures: parsed.failures };
}
const stateKeys = (body: string) => stateOf(body).keys;
/** The open centre page's section, as rendered (inline or streamed in after the shell). */
const pageSection = (body: string) => /<section class="centre-page"[\s\S]*?<\/section>/.exec(body)?.[0] ?? '';
const withdrawKey = (username: string) => JSON.stringify(['member', username, 'withdraw', 'info']);

/** The gateway's fault switch for DEMO (tests/setup/operator.ts). */
const fault = (body: Fault | null) => setFault(GATEWAY_URL, body, 'DEMO');

describe("a member's page on the server", () => {
  afterEach(() => fault(null));

  it("holds each member's own figures, read with their token, and never the token", async () => {
    const [a, b] = await Promise.all([withdrawer(1_234_000), withdrawer(2_345_000)]);
    expect(a.info.balance).not.toBe(b.info.balance);
    for (const p of [a, b]) {
      const res = await raw(freshUrl('member/withdraw'), { headers: { cookie: await cookieOf(p) } });
      expect(res.status).toBe(200);
      // the withdraw page's figures are this member's, in the HTML before any script runs
      expect(digits(testIdText(res.body, 'withdrawable') ?? '')).toBe(p.info.withdrawable);
      expect(res.body.includes('NGUYEN VAN A'), 'the card').toBe(true);
      expect(pageSection(res.body).includes('aria-busy="true"'), 'a loading state').toBe(false);
      // the header's balance and the centre's menu came with it too
      expect(digits(testIdText(res.body, 'balance') ?? '')).toBe(p.info.balance);
      expect(stateKeys(res.body)).toEqual(
        expect.arrayContaining([withdrawKey(p.username), JSON.stringify(['member', p.username, 'balance']), JSON.stringify(['availablePromo'])]),
      );
      expect(stateOf(res.body).failures).toBeUndefined();
      // the upstream token stays in the worker
      expect(res.body.includes(p.token), 'the token in the HTML').toBe(false);
      expect(res.header('set-cookie')).toBeUndefined();
    }
  });

  it('a session whose token the upstream refuses renders the page whole, its parts loading for the browser', async () => {
    const p = await withdrawer(1_000_000);
    const res = await raw(freshUrl('member/withdraw'), { headers: { cookie: await cookieOf({ token: `forged-${run}`, username: p.username }) } });
    expect(res.status).toBe(200);
    expect(res.body.endsWith('</body></html>'), 'the whole document').toBe(true);
    expect(pageSection(res.body)).toContain(`aria-busy="true">${t('ty', 'centre.loading')}<`);
    expect(testIdText(res.body, 'withdrawable')).toBeNull();
    expect(res.body.includes('NGUYEN VAN A'), 'the card').toBe(false);
    // nothing of the member in the state: the browser asks for it itself, and is told the
    // gateway's answer to the server's calls (it logs the member out as its own refused call would)
    expect(stateKeys(res.body).filter((key) => key.startsWith('["member"'))).toEqual([]);
    expect(stateOf(res.body).failures).toEqual([expect.objectContaining({ code: 'NOT_LOGGED_IN' })]);
  });

  it('is no-store and never enters the page cache; a visitor on the same URL gets none of it', async () => {
    const p = await withdrawer(1_500_000);
    const url = freshUrl('member/withdraw');
    const own = await raw(url, { headers: { cookie: await cookieOf(p) } });
    expect(own.header('cache-control')).toBe('no-store');
    expect(own.header('x-page-cache')).toBe('bypass');
    expect(testIdText(own.body, 'withdrawable')).not.toBeNull();
    // the member's render stored nothing: the visitor's first request of the URL renders (a miss), without the member
    const visitor = await raw(url);
    expect(visitor.header('x-page-cache')).toBe('miss');
    for (const res of [visitor, await raw(url)]) {
      expect(res.body.includes(p.username), 'the member').toBe(false);
      expect(res.body.includes('NGUYEN VAN A'), 'their card').toBe(false);
      expect(res.body.includes('data-testid="withdrawable"'), 'their figures').toBe(false);
    }
  });

  it('a personal call that fails leaves its part loading and the rest of the page with its data', async () => {
    const p = await withdrawer(1_000_000);
    await fault({ prefix: '/wps/cashier/withdraw/info', kind: 'server-error' });
    const res = await raw(freshUrl('member/withdraw'), { headers: { cookie: await cookieOf(p) } });
    expect(res.status).toBe(200);
    expect(pageSection(res.body)).toContain(`aria-busy="true">${t('ty', 'centre.loading')}<`);
    expect(stateKeys(res.body)).not.toContain(withdrawKey(p.username));
    // the header's balance and the withdrawals list came all the same
    expect(digits(testIdText(res.body, 'balance') ?? '')).toBe(p.info.balance);
    expect(stateKeys(res.body)).toContain(JSON.stringify(['member', p.username, 'withdraw', 'list']));
  });

  it('a personal call slower than the budget does not hold the page: its part is left to the browser', async () => {
    const p = await withdrawer(1_000_000);
    // answered well within the upstream time-out, so a page that waited for it would show it
    const slowMs = TEST_MEMBER_DATA_BUDGET_MS + 2_000;
    expect(slowMs).toBeLessThan(UPSTREAM_TIMEOUT_MS);
    await fault({ prefix: '/wps/cashier/withdraw/info', kind: 'slow', ms: slowMs });
    const res = await raw(freshUrl('member/withdraw'), { headers: { cookie: await cookieOf(p) } });
    expect(res.status).toBe(200);
    expect(res.body.endsWith('</body></html>'), 'the whole document').toBe(true);
    expect(pageSection(res.body)).toContain(`aria-busy="true">${t('ty', 'centre.loading')}<`);
    expect(stateKeys(res.body)).not.toContain(withdrawKey(p.username));
    expect(digits(testIdText(res.body, 'balance') ?? '')).toBe(p.info.balance);
  });
});

/** Every page a centre lists first-screen data for, as its member (or agent) opens it from the URL. */
describe("every centre page's first screen on the server", () => {
  const noApi = { get: () => Promise.reject(new Error('not called')), send: () => Promise.reject(new Error('not called')) };
  /** The keys the render loads for `centre` (client/app/member-data.ts) with the page's brand and whitelabel, the header's left out. */
  const declaredKeys = (username: string, type: number, centre: CentreRef, page: ReturnType<typeof stateOf>) => {
    const keys = (open: CentreRef | null) =>
      memberPageQueries({ api: noApi, session: { username, type }, centre: open, portal: { brand: page.brand }, whitelabel: page.whitelabel }).map((q) =>
        JSON.stringify(q.queryKey),
      );
    const header = new Set(keys(null));
    return keys(centre).filter((key) => !header.has(key));
  };
  // the agent register page's referral card is the browser's (its link is the browser's address)
  const LEFT_LOADING = new Set(['agentRegister']);

  it.each([
    ['member', Object.keys(MEMBER_CENTRE_DATA), 0],
    ['agent', Object.keys(AGENT_CENTRE_DATA), 1],
  ] as const)('%s centre: each page holds the data it lists, and no loading state', async (kind, pages, type) => {
    const p = await newPlayer(1_000_000, type);
    const cookie = `sid=${await sealSession({ token: p.token, username: p.username, type, brand: 'demo' }, DEV_SESSION_SECRET)}`;
    for (const page of pages) {
      await inOneBrandDay(async () => {
        const res = await raw(freshUrl(`${kind}/${page}`), { headers: { cookie } });
        expect(res.status, page).toBe(200);
        const state = stateOf(res.body);
        expect(state.whitelabel, page).toBeDefined();
        const declared = declaredKeys(p.username, type, { kind, page }, state);
        expect(declared.length, page).toBeGreaterThan(0);
        for (const key of declared) expect(state.keys, page).toContain(key);
        if (!LEFT_LOADING.has(page)) expect(pageSection(res.body).includes('aria-busy="true"'), `${page} shows a loading state`).toBe(false);
      });
    }
  });
});
