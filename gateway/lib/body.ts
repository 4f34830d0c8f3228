/**
 * Request bodies: plain JSON, and the compact JWE (content-type application/jose,
 * ECDH-ES+A256KW / A256GCM) docs/product.md 7.1 requires for credentials and passwords.
 */
import { compactDecrypt, importJWK, type JWK } from 'jose';
import type { Context } from 'hono';
import type { z } from 'zod';
import type { AppEnv } from '../env';
import { type Answered, fail } from './envelope';

type Parsed<T> = { ok: true; data: T } | { ok: false; response: Answered<never> };

const badBody = (c: Context) => ({ ok: false as const, response: fail(c, 400, 'BAD_REQUEST', 'Malformed body') });

/** The JSON body checked against schema, or a 400 answer. */
export async function jsonBody<T>(c: Context, schema: z.ZodType<T>): Promise<Parsed<T>> {
  const parsed = schema.safeParse(await c.req.json().catch(() => undefined));
  return parsed.success ? { ok: true, data: parsed.data } : badBody(c);
}

// the imported key, per isolate and key text
let cached: { jwk: string; key: Promise<CryptoKey | Uint8Array> } | undefined;

function privateKey(jwkText: string) {
  if (cached?.jwk !== jwkText) cached = { jwk: jwkText, key: importJWK(JSON.parse(jwkText) as JWK, 'ECDH-ES+A256KW') };
  return cached.key;
}

/**
 * The decrypted body checked against schema. A body that is not application/jose answers
 * 400 ENCRYPTION_REQUIRED; one that does not decrypt with the gateway's key, 400 BAD_REQUEST.
 */
export async function encryptedBody<T>(c: Context<AppEnv>, schema: z.ZodType<T>): Promise<Parsed<T>> {
  const type = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== 'application/jose') {
    return { ok: false, response: fail(c, 400, 'ENCRYPTION_REQUIRED', 'This call takes a compact JWE body (application/jose)') };
  }
  let plain: unknown;
  try {
    const { plaintext } = await compactDecrypt((await c.req.text()).trim(), await privateKey(c.env.JWE_PRIVATE_KEY), {
      keyManagementAlgorithms: ['ECDH-ES+A256KW'],
      contentEncryptionAlgorithms: ['A256GCM'],
    });
    plain = JSON.parse(new TextDecoder().decode(plaintext));
  } catch {
    return { ok: false, response: fail(c, 400, 'BAD_REQUEST', 'Body does not decrypt') };
  }
  const parsed = schema.safeParse(plain);
  return parsed.success ? { ok: true, data: parsed.data } : badBody(c);
}

/**
 * The body of a call that may carry a second-factor proof (a change of the factor): plain JSON,
 * or compact JWE, which a proof by the login password must come in (docs/product.md 7.1: a
 * password travels encrypted; the edge worker encrypts these paths, worker/session/upstream-jwe.ts).
 * A JSON body with a password proof answers 400 ENCRYPTION_REQUIRED.
 */
export async function proofBody<T extends { secondFactor?: { kind: string } | undefined }>(c: Context<AppEnv>, schema: z.ZodType<T>): Promise<Parsed<T>> {
  const type = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (type === 'application/jose') return encryptedBody(c, schema);
  const parsed = await jsonBody(c, schema);
  if (parsed.ok && parsed.data.secondFactor?.kind === 'password') {
    return { ok: false, response: fail(c, 400, 'ENCRYPTION_REQUIRED', 'A password proof takes a compact JWE body (application/jose)') };
  }
  return parsed;
}
