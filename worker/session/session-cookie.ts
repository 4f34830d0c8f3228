import { EncryptJWT, jwtDecrypt } from 'jose';

/**
 * The player's session, kept by the worker as the backend-for-frontend: the upstream
 * token lives only inside this encrypted, HttpOnly cookie, never in JavaScript.
 * dir + A256GCM with a key derived from SESSION_SECRET (jose).
 */
export interface Session {
  token: string;
  username: string;
  /** account type (docs/product.md 6): 4 trial, 1/2/41/42 agent */
  type: number;
  /** the brand (BRANDS key) whose host started it: another brand's page refuses it */
  brand: string;
}

export const SESSION_COOKIE = 'sid';
export const SESSION_MAX_AGE_SECONDS = 12 * 3600;

/** Derived keys per secret: configuration, not user data. */
const keys = new Map<string, Promise<Uint8Array>>();

function keyFor(secret: string): Promise<Uint8Array> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.digest('SHA-256', new TextEncoder().encode(secret)).then((d) => new Uint8Array(d));
    keys.set(secret, key);
  }
  return key;
}

export async function sealSession(session: Session, secret: string, maxAgeSeconds = SESSION_MAX_AGE_SECONDS): Promise<string> {
  return new EncryptJWT({ tok: session.token, usr: session.username, typ: session.type, brd: session.brand })
    .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
    .setIssuedAt()
    .setExpirationTime(`${maxAgeSeconds}s`)
    .encrypt(await keyFor(secret));
}

/** The session in a cookie value, or null when missing, tampered with or expired. */
export async function openSession(value: string | undefined, secret: string): Promise<Session | null> {
  if (!value) return null;
  try {
    const { payload } = await jwtDecrypt(value, await keyFor(secret), {
      keyManagementAlgorithms: ['dir'],
      contentEncryptionAlgorithms: ['A256GCM'],
    });
    const { tok, usr, typ, brd } = payload;
    if (typeof tok !== 'string' || typeof usr !== 'string' || typeof typ !== 'number' || typeof brd !== 'string') return null;
    return { token: tok, username: usr, type: typ, brand: brd };
  } catch {
    return null;
  }
}
