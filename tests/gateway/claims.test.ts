/**
 * Every bonus claim goes through domain/claims.ts claimOnce: the claim's row, the exclusion
 * guard, the ledger move and the PAID audit row are one D1 batch, so the money and its audit
 * row land together or not at all. Run on a D1 database of the test's own (Miniflare) with
 * every gateway migration, since a guard that fails inside the batch (a break starting after
 * the session check) is a window the HTTP calls cannot hit on purpose.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rewardClaimRow } from '@gateway/db/queries/rewards';
import { type ClaimPayment, type ClaimRefusal, claimOnce } from '@gateway/domain/claims';
import { migratedDatabase } from './sql-migrations';

let dispose: (() => Promise<void>) | undefined;
let db: D1Database;
let member = 0;

beforeAll(async () => {
  ({ db, demoMember: member, dispose } = await migratedDatabase());
}, 120_000);

afterAll(() => dispose?.());

const NOW = 1_700_000_000_000;
const count = async (sql: string, ...binds: unknown[]) =>
  (await db
    .prepare(sql)
    .bind(...binds)
    .first<number>('n'))!;
const claimRows = (code: string) => count('SELECT COUNT(*) AS n FROM reward_claims WHERE member_id = ? AND code = ?', member, code);
const moves = (code: string) => count('SELECT COUNT(*) AS n FROM ledger_transactions WHERE idempotency_key = ?', `reward:${member}:${code}`);
const auditRows = (code: string, result?: string) =>
  count('SELECT COUNT(*) AS n FROM money_audit WHERE member_id = ? AND ref LIKE ? AND (?3 IS NULL OR result = ?3)', member, `${code}:%`, result ?? null);
const wallet = () => count("SELECT balance AS n FROM ledger_accounts WHERE kind = 'wallet' AND member_id = ?", member);

/** A claim of `code` for 5,000 under `requestId` by `who` (demo_member), its rule `refuse` when given. */
const claim = (code: string, requestId: string, refuse?: ClaimRefusal, who = member) =>
  claimOnce(db, {
    trail: { merchant: 'DEMO', memberId: who, action: 'REWARD_CLAIM', ip: '203.0.113.9', at: NOW },
    earlier: () => db.prepare('SELECT code FROM reward_claims WHERE member_id = ? AND request_id = ?').bind(who, requestId).first<{ code: string }>(),
    rule: async (): Promise<ClaimRefusal | ClaimPayment> =>
      refuse ?? {
        amount: 5_000,
        ref: `${code}:${requestId}`,
        rows: [rewardClaimRow(db, { member_id: who, code, request_id: requestId, amount: 5_000, created_at: NOW })],
        move: { key: `reward:${who}:${code}`, kind: 'REWARD' },
        taken: { message: 'This reward has been claimed', amount: 5_000 },
      },
  });

describe('claimOnce: a claim and its audit row land together', () => {
  it('a paid claim writes its row, its money and its PAID audit row; its request id answers it again without paying twice', async () => {
    const before = await wallet();
    expect(await claim('CL_PAID', 'r1')).toEqual({ kind: 'paid', amount: 5_000 });
    expect([await claimRows('CL_PAID'), await moves('CL_PAID'), await auditRows('CL_PAID', 'PAID')]).toEqual([1, 1, 1]);
    expect(await wallet()).toBe(before + 5_000);
    expect(await claim('CL_PAID', 'r1')).toEqual({ kind: 'earlier', earlier: { code: 'CL_PAID' } });
    expect(await wallet()).toBe(before + 5_000);
    expect(await auditRows('CL_PAID')).toBe(1);
  });

  it('a claim whose guard fails (a break started after the session check) leaves no claim, no money and no audit row', async () => {
    // a member of its own: an exclusion cannot be lifted (migration 0040's trigger), and the other cases pay
    const other = (await db
      .prepare("SELECT member_id AS n FROM ledger_accounts WHERE kind = 'wallet' AND member_id <> ? ORDER BY member_id LIMIT 1")
      .bind(member)
      .first<number>('n'))!;
    const otherWallet = () => count("SELECT balance AS n FROM ledger_accounts WHERE kind = 'wallet' AND member_id = ?", other);
    const before = await otherWallet();
    const auditBefore = await count('SELECT COUNT(*) AS n FROM money_audit WHERE member_id = ?', other);
    await db
      .prepare("INSERT INTO member_exclusions (member_id, kind, duration, starts_at, ends_at, request_id) VALUES (?, 'break', '24h', ?, ?, 'cl-break')")
      .bind(other, NOW - 1, NOW + 86_400_000)
      .run();
    await expect(claim('CL_GUARD', 'r2', undefined, other)).rejects.toThrow(/claim_guard/);
    const rows = (sql: string, key: unknown) => count(sql, key);
    expect([
      await rows('SELECT COUNT(*) AS n FROM reward_claims WHERE member_id = ?', other),
      await rows('SELECT COUNT(*) AS n FROM ledger_transactions WHERE idempotency_key = ?', `reward:${other}:CL_GUARD`),
      (await rows('SELECT COUNT(*) AS n FROM money_audit WHERE member_id = ?', other)) - auditBefore,
    ]).toEqual([0, 0, 0]);
    expect(await otherWallet()).toBe(before);
  });

  it('a claim taken by another request id moves nothing and is audited ALREADY_CLAIMED alone', async () => {
    expect((await claim('CL_TAKEN', 'r3')).kind).toBe('paid');
    const before = await wallet();
    expect(await claim('CL_TAKEN', 'r4')).toEqual({ kind: 'refused', status: 409, code: 'ALREADY_CLAIMED', message: 'This reward has been claimed' });
    expect([await claimRows('CL_TAKEN'), await moves('CL_TAKEN'), await auditRows('CL_TAKEN', 'PAID'), await auditRows('CL_TAKEN', 'ALREADY_CLAIMED')]).toEqual(
      [1, 1, 1, 1],
    );
    expect(await wallet()).toBe(before);
  });

  it("a refusal of the rule is audited with the rule's code and moves nothing; an unaudited one writes nothing", async () => {
    const before = await wallet();
    const locked: ClaimRefusal = { refuse: { status: 409, code: 'REWARD_LOCKED', message: 'locked' }, audited: { ref: 'CL_LOCKED:r5', amount: null } };
    expect(await claim('CL_LOCKED', 'r5', locked)).toEqual({ kind: 'refused', status: 409, code: 'REWARD_LOCKED', message: 'locked' });
    expect([await claimRows('CL_LOCKED'), await moves('CL_LOCKED'), await auditRows('CL_LOCKED', 'REWARD_LOCKED')]).toEqual([0, 0, 1]);
    const missing: ClaimRefusal = { refuse: { status: 404, code: 'REWARD_NOT_FOUND', message: 'none' }, audited: false };
    expect((await claim('CL_NONE', 'r6', missing)).kind).toBe('refused');
    expect(await auditRows('CL_NONE')).toBe(0);
    expect(await wallet()).toBe(before);
  });
});
