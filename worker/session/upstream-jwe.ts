import { CompactEncrypt, importJWK, type JWK } from 'jose';

/**
 * Payloads docs/product.md 7.1 marks encrypted go upstream as compact JWE made with the brand's
 * upstream public key (ECDH-ES+A256KW or RSA-OAEP-256, A256GCM). The browser never
 * encrypts anything: it talks JSON to its own origin.
 */
export const ENCRYPTED_PATHS = new Set([
  '/wps/session/login',
  '/wps/session/login/freeplay',
  '/wps/member/register',
  '/wps/member/register/mobile',
  '/wps/member/password',
  '/wps/member/password/verification',
  // an agent registers a downline with its password
  '/wps/agent/register',
  // a change of the second factor may be proven with the login password (on an account without one)
  '/wps/member/passkeys/register/options',
  '/wps/member/passkeys/remove',
  '/wps/member/security/totp/confirm',
  '/wps/member/security/totp/disable',
  '/wps/member/security/recovery-codes',
]);

const imported = new Map<string, ReturnType<typeof importJWK>>();

export async function encryptForUpstream(payload: unknown, jwk: JWK): Promise<string> {
  const id = JSON.stringify(jwk);
  let key = imported.get(id);
  if (!key) {
    key = importJWK(jwk, jwk.alg);
    imported.set(id, key);
  }
  return new CompactEncrypt(new TextEncoder().encode(JSON.stringify(payload)))
    .setProtectedHeader({ alg: jwk.alg ?? 'ECDH-ES+A256KW', enc: 'A256GCM', kid: jwk.kid, cty: 'json' })
    .encrypt(await key);
}
