/**
 * A passkey's relying party (domain/passkeys.ts relyingParty), on a D1 database of the test's own
 * (Miniflare, every gateway migration applied): the page's host is the RP ID, but www.<host> uses
 * the bare host when the merchant has both, so a passkey made on one signs in on the other; a host
 * the merchant does not have is refused, and www. alone does not lend a page another's domain.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { relyingParty } from '@gateway/domain/passkeys';
import { migratedDatabase } from './sql-migrations';

let db: D1Database;
let dispose: (() => Promise<void>) | undefined;

beforeAll(async () => {
  ({ db, dispose } = await migratedDatabase());
  await db
    .prepare(
      "INSERT INTO merchant_hosts (merchant_code, host) VALUES ('DEMO', 'democlub.example'), ('DEMO', 'www.democlub.example'), ('DEMO', 'www.lone.example')",
    )
    .run();
}, 120_000);
afterAll(() => dispose?.());

const rpOf = async (origin: string) => {
  const rp = await relyingParty(db, 'DEMO', origin);
  return rp.ok ? rp.value : rp.code;
};

describe('the relying party of a page', () => {
  it('www.<host> and <host> of one merchant share the bare host as RP ID; each keeps its own origin', async () => {
    expect(await rpOf('https://www.democlub.example')).toEqual({ origin: 'https://www.democlub.example', rpId: 'democlub.example' });
    expect(await rpOf('https://democlub.example')).toEqual({ origin: 'https://democlub.example', rpId: 'democlub.example' });
  });

  it('keeps www. when the bare host is not the merchant’s, and refuses a host it does not have', async () => {
    expect(await rpOf('https://www.lone.example')).toEqual({ origin: 'https://www.lone.example', rpId: 'www.lone.example' });
    expect(await rpOf('https://lone.example')).toBe('PASSKEY_ORIGIN');
    expect(await relyingParty(db, 'DEMO2', 'https://www.democlub.example')).toMatchObject({ ok: false, code: 'PASSKEY_ORIGIN' });
    expect(await rpOf('http://127.0.0.1')).toEqual({ origin: 'http://127.0.0.1', rpId: '127.0.0.1' });
  });
});
