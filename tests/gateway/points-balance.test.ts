/**
 * Points never go below zero, like the wallet (migration 0057): a balance per member with a
 * CHECK, kept by triggers that refuse INSUFFICIENT_POINTS; a round reopened because its stake
 * could not be debited takes back only the points its member still has. Run on a D1 database
 * of the test's own (Miniflare, workerd's SQLite) with every gateway migration applied, since
 * the window (points spent between a round's settling and its reopening) is one the HTTP
 * calls cannot hit on purpose.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migratedDatabase } from './sql-migrations';

let dispose: (() => Promise<void>) | undefined;
let db: D1Database;
let member = 0;
let game = '';

beforeAll(async () => {
  ({ db, demoMember: member, dispose } = await migratedDatabase());
  game = (await db.prepare("SELECT game_id FROM games WHERE category = 'RNG' LIMIT 1").first<string>('game_id'))!;
}, 120_000);

afterAll(() => dispose?.());

const points = async () => (await db.prepare('SELECT COALESCE(SUM(points), 0) AS n FROM point_entries WHERE member_id = ?').bind(member).first<number>('n'))!;
const stored = async () => (await db.prepare('SELECT balance FROM point_balances WHERE member_id = ?').bind(member).first<number>('balance'))!;
const spend = (n: number) =>
  db.prepare("INSERT INTO point_entries (member_id, points, kind, remark, created_at) VALUES (?, ?, 'REDEEM', 'test', 1)").bind(member, -n).run();

/** A round of 1,000,000 settled (100 points earned at 10,000 a point); returns its reopening. */
async function settledRound(id: string) {
  await db
    .prepare(
      "INSERT INTO game_rounds (round_id, member_id, merchant_code, game_id, server_seed, server_seed_hash, nonce, status, created_at) VALUES (?, ?, 'DEMO', ?, 's', 'h', 1, 'committed', 1)",
    )
    .bind(id, member, game)
    .run();
  await db.prepare("UPDATE game_rounds SET status = 'settled', bet = 1000000, win = 0, settled_at = 2 WHERE round_id = ?").bind(id).run();
  return () => db.prepare("UPDATE game_rounds SET status = 'committed', bet = NULL, settled_at = NULL WHERE round_id = ?").bind(id).run();
}

describe('points never below zero', () => {
  it('a reopened round takes its points back when they are still there', async () => {
    const before = await points();
    const reopen = await settledRound('pb-whole');
    expect(await points()).toBe(before + 100);
    await reopen();
    expect(await points()).toBe(before);
    expect(await stored()).toBe(before);
  });

  it('a reopened round whose points were spent takes back only what is left: the balance stays at 0, never below', async () => {
    const reopen = await settledRound('pb-spent');
    await spend(await points());
    expect(await points()).toBe(0);
    await reopen();
    expect(await points()).toBe(0);
    expect(await stored()).toBe(0);

    const partly = await settledRound('pb-partly');
    await spend(60);
    expect(await points()).toBe(40);
    await partly();
    expect(await points()).toBe(0);
    expect(await stored()).toBe(0);
  });

  it('refuses any entry that would take the balance below 0, as the wallet refuses NEGATIVE_BALANCE', async () => {
    expect(await points()).toBe(0);
    await expect(spend(1)).rejects.toThrow(/INSUFFICIENT_POINTS/);
    const [earned] = (
      await db.prepare('SELECT id FROM point_entries WHERE member_id = ? AND points > 0 ORDER BY id DESC LIMIT 1').bind(member).all<{ id: number }>()
    ).results;
    await expect(db.prepare('DELETE FROM point_entries WHERE id = ?').bind(earned!.id).run()).rejects.toThrow(/INSUFFICIENT_POINTS/);
    expect(await points()).toBe(0);
  });
});
