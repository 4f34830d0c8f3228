/**
 * The TOTP secret at rest (migration 0064, domain/totp-vault.ts): a new set-up is stored sealed
 * (AES-256-GCM, the key's id beside it) and still confirms with the app's code; a plain row from
 * before the migration is resealed and still proves; a key rotation reseals every row with the
 * new key; a sealed secret copied to another member does not open. Run on a D1 database of the
 * test's own (Miniflare, every gateway migration applied), since the stored column is what is
 * checked; the HTTP flows over sealed secrets are second-factor.test.ts's. The admin reseal call
 * is checked over HTTP.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findMemberById } from '@gateway/db/queries/accounts';
import { totpRow } from '@gateway/db/queries/second-factor';
import { protectionNow } from '@gateway/domain/protection';
import { checkSecondFactor } from '@gateway/domain/second-factor';
import { hashPassword } from '@gateway/domain/passwords';
import { confirmTotpSetup, startTotpSetup } from '@gateway/domain/totp-setup';
import { openTotpSecret, resealTotpSecrets, useTotpKeys } from '@gateway/domain/totp-vault';
import { totpCodeAt } from '@tests/setup/totp';
import { admin } from './client';
import { migratedDatabase } from './sql-migrations';

const key = () => Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64url');
const K1 = key();
const K2 = key();
const ring = (current: string, keys: Record<string, string>) => JSON.stringify({ current, keys });
const PLAIN = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

let db: D1Database;
let dispose: (() => Promise<void>) | undefined;
let members: number[] = [];

beforeAll(async () => {
  ({ db, dispose } = await migratedDatabase());
  members = (await db.prepare("SELECT id FROM members WHERE merchant_code = 'DEMO' AND type = 0 ORDER BY id LIMIT 3").all<{ id: number }>()).results.map(
    (r) => r.id,
  );
}, 120_000);
afterAll(() => dispose?.());

const stored = (memberId: number) =>
  db.prepare('SELECT secret, key_id FROM member_totp WHERE member_id = ?').bind(memberId).first<{ secret: string; key_id: string | null }>();

describe('the TOTP secret at rest', () => {
  it('is stored sealed with the current key by a set-up, and the first code still turns the app on', async () => {
    useTotpKeys(ring('k1', { k1: K1 }));
    const member = (await findMemberById(db, members[0]!))!;
    const who = { merchant: 'DEMO', member, ip: null };
    const started = await startTotpSetup(db, who);
    if (!started.ok) throw new Error(JSON.stringify(started));
    const row = (await stored(member.id))!;
    expect(row.key_id).toBe('k1');
    expect(row.secret).toMatch(/^[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]+$/);
    expect(row.secret).not.toContain(started.value.secret);
    // an account with no factor proves the change with its login password (domain/factor-change.ts)
    await db
      .prepare('UPDATE members SET password_hash = ? WHERE id = ?')
      .bind(await hashPassword('Vault1234'), member.id)
      .run();
    const on = await confirmTotpSetup(db, who, totpCodeAt(started.value.secret, await protectionNow(db, member.id)), 'no-session-here', {
      kind: 'password',
      password: 'Vault1234',
    });
    expect(on.ok, JSON.stringify(on)).toBe(true);
  });

  it('a plain row from before the migration is resealed (by the reseal and on first read) and still proves', async () => {
    useTotpKeys(ring('k1', { k1: K1 }));
    const memberId = members[1]!;
    await db.prepare('INSERT INTO member_totp (member_id, secret, created_at, enabled_at, last_step) VALUES (?, ?, 1, 1, 0)').bind(memberId, PLAIN).run();
    expect(await stored(memberId)).toEqual({ secret: PLAIN, key_id: null });
    expect(await resealTotpSecrets(db)).toEqual({ resealed: 1, unreadable: 0 });
    const row = (await stored(memberId))!;
    expect(row.key_id).toBe('k1');
    expect(row.secret).not.toContain(PLAIN);
    const proof = { kind: 'totp', code: totpCodeAt(PLAIN, await protectionNow(db, memberId)) } as const;
    expect(await checkSecondFactor(db, { merchant: 'DEMO', memberId, ip: null }, 'TOTP_OFF', proof, null)).toBeNull();
  });

  it('rotates: with a new current key every row is resealed with it, the old key no longer needed', async () => {
    useTotpKeys(ring('k2', { k1: K1, k2: K2 }));
    expect(await resealTotpSecrets(db)).toEqual({ resealed: 2, unreadable: 0 });
    useTotpKeys(ring('k2', { k2: K2 }));
    const row = (await totpRow(db, members[1]!))!;
    expect(row.key_id).toBe('k2');
    expect(await openTotpSecret(db, row)).toBe(PLAIN);
  });

  it('a sealed secret copied to another member does not open (the member is in the sealed data)', async () => {
    useTotpKeys(ring('k2', { k2: K2 }));
    const source = (await stored(members[1]!))!;
    const other = members[2]!;
    await db
      .prepare("INSERT INTO member_totp (member_id, secret, key_id, created_at, enabled_at, last_step) VALUES (?, ?, 'k2', 1, 1, 0)")
      .bind(other, source.secret)
      .run();
    expect(await openTotpSecret(db, (await totpRow(db, other))!)).toBeNull();
    const proof = { kind: 'totp', code: totpCodeAt(PLAIN, await protectionNow(db, other)) } as const;
    expect((await checkSecondFactor(db, { merchant: 'DEMO', memberId: other, ip: null }, 'TOTP_OFF', proof, null))?.code).toBe('SECOND_FACTOR_WRONG');
    // the next rotation reseals the two good rows and counts the copy as unreadable (left as it is)
    useTotpKeys(ring('k3', { k2: K2, k3: key() }));
    expect(await resealTotpSecrets(db)).toEqual({ resealed: 2, unreadable: 1 });
  });
});

describe('the operator reseal call', () => {
  it('answers how many rows it resealed and could not read', async () => {
    const res = await admin<{ resealed: number; unreadable: number }>('POST', '/second-factor/reseal');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.value).toMatchObject({ resealed: expect.any(Number), unreadable: 0 });
  });
});
