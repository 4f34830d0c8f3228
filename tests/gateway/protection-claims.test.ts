/**
 * A claim already in flight when a break starts pays nothing. Every claim's ledger
 * batch carries the exclusion check (gateway/db/queries/money/claims.ts), so a claim that passed the
 * session check before the break and reaches its batch after it is refused (403 SELF_EXCLUDED)
 * and moves nothing. Here many claims of one member (point conversions, an app reward, the red
 * envelope) race the break's start: no claim payment is stamped after the break started, every
 * refused claim left the wallet and the points as they were, and the ledger proves itself.
 */
import { describe, expect, it } from 'vitest';
import type { LoginResult } from '@shared/api';
import type { WalletMovementPage } from '@shared/api/cashier';
import type { Exclusion } from '@shared/api/protection';
import type { LedgerCheck } from '@gateway/db/queries/money/ledger';
import { byPassword, call, login } from './accounts-client';
import { admin, type Answer } from './client';
import { balance, newPlayer, type Player } from './players';

const DAY = 86_400_000;
const CONVERSIONS = 40;
/** DEMO's ratio: 100 points make 9,000 (below the review threshold, so each pays at once). */
const POINTS_EACH = 100;
const rid = () => `race_${Math.random().toString(36).slice(2, 12)}`;
const points = async (p: Player) => (await call<{ points: number }>('GET', '/wps/points/balance', undefined, p)).body.value.points;

type Claim = { what: string; answer: Answer<unknown> };

describe('a claim in flight when a break starts', () => {
  it('pays nothing after the break started: refused claims move no money; the ledger proves itself', async () => {
    const p = await newPlayer(0);
    expect((await admin('POST', '/promotions/points', { merchantCode: 'DEMO', username: p.username, points: CONVERSIONS * POINTS_EACH })).status).toBe(200);
    expect((await admin('POST', '/rewards/unlock', { merchantCode: 'DEMO', username: p.username, code: 'ZALO_APP' })).status).toBe(200);

    const send = (what: string, path: string, body: unknown): Promise<Claim> => call('POST', path, body, p).then((answer) => ({ what, answer }));
    const convert = () => send('convert', '/wps/points/convert', { points: POINTS_EACH, requestId: rid() });
    // half the claims are sent, then the break, then the rest: the break starts while claims are in flight
    const claims = [
      ...Array.from({ length: CONVERSIONS / 2 }, convert),
      send('reward', '/wps/rewards/claim', { code: 'ZALO_APP', requestId: rid() }),
      send('envelope', '/wps/redEnvelope/claim', { requestId: rid() }),
    ];
    const started = call<Exclusion>('POST', '/wps/protection/timeout', { kind: 'break', duration: '24h', requestId: rid() }, p);
    claims.push(...Array.from({ length: CONVERSIONS / 2 }, convert));
    const [answers, breakAnswer] = await Promise.all([Promise.all(claims), started]);
    expect(breakAnswer.status, JSON.stringify(breakAnswer.body)).toBe(200);
    const breakStart = breakAnswer.body.value.until - DAY;

    // every claim was paid, refused for the ended session (401) or refused in its batch (403)
    const paid = answers.filter((c) => c.answer.status === 200);
    const inBatch = answers.filter((c) => c.answer.status === 403);
    for (const c of answers) {
      const expected = c.what === 'envelope' ? [200, 401, 403, 409] : [200, 401, 403];
      expect(expected, `${c.what}: ${JSON.stringify(c.answer.body)}`).toContain(c.answer.status);
    }
    for (const c of inBatch) expect(c.answer.body.code).toBe('SELF_EXCLUDED');
    console.info(`claims: ${paid.length} paid, ${inBatch.length} refused in their batch, ${answers.length - paid.length - inBatch.length} refused otherwise`);

    // after the break (the member's test clock moves on), the member looks at the wallet
    expect((await admin('POST', '/protection/clock', { merchantCode: 'DEMO', username: p.username, advanceMs: DAY + 60_000 })).status).toBe(200);
    const again = await login<LoginResult>(byPassword(p.username, p.password), { ip: p.ip });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    const back = { ...p, token: again.body.value.token };
    const range = `from=${breakStart - DAY}&to=${Date.now() + 60_000}`;
    const moves = (await call<WalletMovementPage>('GET', `/wps/cashier/transactions?${range}&pageNo=1&pageSize=100`, undefined, back)).body.value.list;

    // no claim payment has a time after the break started
    const late = moves.filter((m) => m.createdAt > breakStart);
    expect(late, `break started at ${breakStart}`).toEqual([]);
    // every payment is one of the answered claims; the refused ones moved no money nor points
    const paidConversions = paid.filter((c) => c.what === 'convert').length;
    expect(moves.filter((m) => m.kind === 'POINTS')).toHaveLength(paidConversions);
    expect(moves.filter((m) => m.kind === 'REWARD')).toHaveLength(paid.filter((c) => c.what === 'reward').length);
    expect(moves.filter((m) => m.kind === 'ENVELOPE')).toHaveLength(paid.filter((c) => c.what === 'envelope').length);
    const paidAmount = (c: Claim) => (c.answer.body.value as { amount?: number; myAmount?: number }).amount ?? 0;
    const paidConvertAmount = paid.filter((c) => c.what === 'convert').reduce((sum, c) => sum + paidAmount(c), 0);
    expect(paidConvertAmount).toBe(paidConversions * 9_000);
    const wallet = await balance(back);
    expect(wallet).toBe(moves.reduce((sum, m) => sum + m.amount, 0));
    expect(moves.filter((m) => m.kind === 'POINTS').reduce((sum, m) => sum + m.amount, 0)).toBe(paidConvertAmount);
    expect(await points(back)).toBe((CONVERSIONS - paidConversions) * POINTS_EACH);

    const check = await admin<LedgerCheck>('GET', '/ledger/check');
    expect(check.body.value.mismatched).toEqual([]);
    expect(check.body.value.unbalanced).toEqual([]);
    expect(check.body.value.negativeWallets).toBe(0);
  });
});
