/**
 * Customer-service paths travel encrypted (docs/product.md 4: "decrypts its path"): the upstream
 * seals each path with AES-256-GCM under a per-merchant key, bound to the merchant code as
 * additional data; only the portal's worker holds the same key (CS_PATH_KEYS, a secret in
 * production) and opens it. The browser never sees a key. Format: 'v1.' + base64url(iv ‖ ciphertext).
 */
const VERSION = 'v1.';
const IV_BYTES = 12;

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const b64 = text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4);
  const bin = atob(b64);
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

function toBase64Url(bytes: Uint8Array): string {
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The merchant's key from a JSON map { merchantCode: base64url 32-byte key }. */
export function csPathKeyOf(keysJson: string | undefined, merchantCode: string): string | null {
  if (!keysJson) return null;
  try {
    const keys = JSON.parse(keysJson) as Record<string, unknown>;
    const key = keys[merchantCode];
    return typeof key === 'string' ? key : null;
  } catch {
    return null;
  }
}

async function importKey(key: string, usage: 'encrypt' | 'decrypt'): Promise<CryptoKey> {
  const raw = fromBase64Url(key);
  if (raw.length !== 32) throw new Error('customer-service key must be 32 bytes');
  return crypto.subtle.importKey('raw', raw, 'AES-GCM', false, [usage]);
}

export async function encryptCsPath(key: string, merchantCode: string, path: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const sealed = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: new TextEncoder().encode(merchantCode) },
    await importKey(key, 'encrypt'),
    new TextEncoder().encode(path),
  );
  const out = new Uint8Array(IV_BYTES + sealed.byteLength);
  out.set(iv);
  out.set(new Uint8Array(sealed), IV_BYTES);
  return VERSION + toBase64Url(out);
}

/** The path, or null when it is not ours (wrong key, wrong merchant, tampered, malformed). */
export async function decryptCsPath(key: string, merchantCode: string, sealed: string): Promise<string | null> {
  if (!sealed.startsWith(VERSION)) return null;
  try {
    const bytes = fromBase64Url(sealed.slice(VERSION.length));
    if (bytes.length <= IV_BYTES + 16) return null;
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: bytes.slice(0, IV_BYTES), additionalData: new TextEncoder().encode(merchantCode) },
      await importKey(key, 'decrypt'),
      bytes.slice(IV_BYTES),
    );
    return new TextDecoder().decode(plain);
  } catch {
    return null;
  }
}
