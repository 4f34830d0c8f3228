/**
 * The TOTP secret at rest (migration 0064): sealed with AES-256-GCM under a key of the gateway's
 * TOTP_KEYS binding (`{"current": "<id>", "keys": {"<id>": "<base64url 32 bytes>"}}`, a secret
 * in production), bound to its member (the additional data), stored as `<iv>.<ciphertext>` with
 * the key's id. A row on another key (an older one, or none: written before the migration, plain)
 * is resealed with the current key the first time it is read, and by `resealTotpSecrets`.
 * The plain secret lives only in the call that uses it: never answered again, logged or audited.
 */
import { resealTotpSecret, totpRowsNotOn, type TotpRow } from '../db/queries/second-factor';

export interface TotpKeyRing {
  current: string;
  keys: Map<string, CryptoKey>;
}

const b64 = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
const unb64 = (text: string) => Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
const aad = (memberId: number) => new TextEncoder().encode(`totp:${memberId}`);

let ring: { json: string; value: Promise<TotpKeyRing> } | null = null;

/**
 * The key ring of this deployment, from the TOTP_KEYS binding (gateway/index.ts sets it on every
 * request; the binding is the same for every request an isolate serves, so the imported keys
 * are kept while it does not change).
 */
export function useTotpKeys(json: string | undefined): void {
  if (!json) throw new Error('TOTP_KEYS is not set: the TOTP secrets cannot be sealed');
  if (ring?.json === json) return;
  ring = { json, value: importRing(json) };
}

async function importRing(json: string): Promise<TotpKeyRing> {
  const parsed = JSON.parse(json) as { current: string; keys: Record<string, string> };
  const keys = new Map<string, CryptoKey>();
  for (const [id, raw] of Object.entries(parsed.keys)) {
    const bytes = unb64(raw);
    if (bytes.length !== 32) throw new Error(`TOTP_KEYS key ${id} is not 32 bytes`);
    keys.set(id, await crypto.subtle.importKey('raw', bytes, 'AES-GCM', false, ['encrypt', 'decrypt']));
  }
  if (!keys.has(parsed.current)) throw new Error('TOTP_KEYS names a current key it does not hold');
  return { current: parsed.current, keys };
}

const keyRing = () => {
  if (!ring) throw new Error('TOTP_KEYS was not loaded (useTotpKeys)');
  return ring.value;
};

/** The secret sealed with the current key, for the member's row. */
export async function sealTotpSecret(memberId: number, secret: string): Promise<{ sealed: string; keyId: string }> {
  const { current, keys } = await keyRing();
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const data = new TextEncoder().encode(secret);
  const ct = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv, additionalData: aad(memberId) }, keys.get(current)!, data));
  return { sealed: `${b64(iv)}.${b64(ct)}`, keyId: current };
}

/** A stored secret opened (a row of no key is plain); null when its key is gone or it was tampered with. */
async function openStored(row: Pick<TotpRow, 'member_id' | 'secret' | 'key_id'>): Promise<string | null> {
  if (row.key_id === null) return row.secret;
  const key = (await keyRing()).keys.get(row.key_id);
  const [iv, ct] = row.secret.split('.');
  if (!key || !iv || !ct) return null;
  try {
    const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: unb64(iv), additionalData: aad(row.member_id) }, key, unb64(ct));
    return new TextDecoder().decode(plain);
  } catch {
    return null;
  }
}

/** The member's plain secret, resealed with the current key when it was on another (or none). */
export async function openTotpSecret(db: D1Database, row: TotpRow): Promise<string | null> {
  const secret = await openStored(row);
  if (secret !== null && row.key_id !== (await keyRing()).current) await reseal(db, row, secret);
  return secret;
}

async function reseal(db: D1Database, row: TotpRow, secret: string): Promise<boolean> {
  const { sealed, keyId } = await sealTotpSecret(row.member_id, secret);
  // only the row as it was read: a new set-up meanwhile keeps its own secret
  return resealTotpSecret(db, row, sealed, keyId);
}

/** Every row not on the current key resealed (after the migration, or a key rotation): how many. */
export async function resealTotpSecrets(db: D1Database): Promise<{ resealed: number; unreadable: number }> {
  const rows = await totpRowsNotOn(db, (await keyRing()).current);
  let resealed = 0;
  let unreadable = 0;
  for (const row of rows) {
    const secret = await openStored(row);
    if (secret === null) unreadable += 1;
    else if (await reseal(db, row, secret)) resealed += 1;
  }
  return { resealed, unreadable };
}
