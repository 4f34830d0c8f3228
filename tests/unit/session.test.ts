import { compactDecrypt, decodeProtectedHeader, generateKeyPair, exportJWK } from 'jose';
import { describe, expect, it } from 'vitest';
import { openSession, sealSession } from '@worker/session/session-cookie';
import { encryptForUpstream } from '@worker/session/upstream-jwe';

const SECRET = 'unit-test-secret-0123456789abcdef';
const session = { token: 'upstream-token-xyz', username: 'demo_member', type: 0, brand: 'demo' };

describe('session cookie', () => {
  it('round-trips and hides the token', async () => {
    const sealed = await sealSession(session, SECRET);
    expect(sealed).not.toContain('upstream-token-xyz');
    expect(sealed.split('.')).toHaveLength(5);
    expect(await openSession(sealed, SECRET)).toEqual(session);
  });

  it('refuses a tampered cookie, another secret, or nothing', async () => {
    const sealed = await sealSession(session, SECRET);
    const parts = sealed.split('.');
    const sig = parts[3]!;
    parts[3] = sig.slice(0, -2) + (sig.endsWith('AA') ? 'BB' : 'AA');
    expect(await openSession(parts.join('.'), SECRET)).toBeNull();
    expect(await openSession(sealed, 'another-secret-0123456789abcdef')).toBeNull();
    expect(await openSession(undefined, SECRET)).toBeNull();
    expect(await openSession('not-a-jwe', SECRET)).toBeNull();
  });
});

describe('upstream JWE', () => {
  it('encrypts for the upstream key so only its private half reads it', async () => {
    const { publicKey, privateKey } = await generateKeyPair('ECDH-ES+A256KW', { crv: 'P-256', extractable: true });
    const jwk = { ...(await exportJWK(publicKey)), alg: 'ECDH-ES+A256KW', kid: 'k1' } as const;
    const jwe = await encryptForUpstream({ username: 'demo_member', password: 'Demo1234' }, jwk);
    expect(jwe).not.toContain('Demo1234');
    expect(decodeProtectedHeader(jwe)).toMatchObject({ alg: 'ECDH-ES+A256KW', enc: 'A256GCM', kid: 'k1' });
    const { plaintext } = await compactDecrypt(jwe, privateKey);
    expect(JSON.parse(new TextDecoder().decode(plaintext))).toEqual({ username: 'demo_member', password: 'Demo1234' });
  });
});
