import { EncryptJWT, jwtDecrypt } from 'jose';

/**
 * The player's session, kept by the worker as the backend-for-frontend: the upstream
 * token lives only inside this encrypted, HttpOnly cookie, never in JavaScript.
 * dir + A256GCM with a key derived from SESSION_SECRET (jose).
 *
 * SESSION_SECRET is a comma-separated list of keys, the newest first: a session is sealed with
 * the first and opened with any, so a rotation puts the new key in front and leaves the old one
 * behind it until the last session sealed with it has expired (SESSION_MAX_AGE_SECONDS, 12 h),
 * then drops it (README.md "Deploying"). Nobody is logged out by a rotation.
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

/** The keys of a SESSION_SECRET list, the newest first; blanks around the commas ignored. */
export function sessionKeys(secret: string): string[] {
  return secret
    .split(',')
    .map((k) => k.trim())
    .filter(Boolean);
}

/** Sealed with the first key of `secret` (a SESSION_SECRET list). */
export async function sealSession(session: Session, secret: string, maxAgeSeconds = SESSION_MAX_AGE_SECONDS): Promise<string> {
  return new EncryptJWT({ tok: session.token, usr: session.username, typ: session.type, brd: session.brand })
    .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
    .setIssuedAt()
    .setExpirationTime(`${maxAgeSeconds}s`)
    .encrypt(await keyFor(sessionKeys(secret)[0] ?? ''));
}

/** The session in a cookie value opened with any key of `secret`, or null when missing, tampered with or expired. */
export async function openSession(value: string | undefined, secret: string): Promise<Session | null> {
  if (!value) return null;
  for (const key of sessionKeys(secret)) {
    const session = await openWith(value, key);
    if (session) return session;
  }
  return null;
}

async function openWith(value: string, secret: string): Promise<Session | null> {
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
