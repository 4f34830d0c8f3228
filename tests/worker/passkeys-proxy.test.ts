/**
 * The worker's side of passkeys: the relying party is the host the page is on, named by the
 * worker (a page's own X-Portal-Origin never passes), and a sign-in challenge is bound to the
 * browser that asked through an HttpOnly cookie (a page's own X-Passkey-Binding never passes).
 */
import { describe, expect, it } from 'vitest';
import { PASSKEY_PATHS } from '@shared/api/passkeys';
import { HOSTS, ORIGIN, raw } from './http';

const GUARD = HOSTS.lucky.replace('localhost', 'guard.localhost');

const options = (host: string, headers: Record<string, string> = {}) =>
  raw(PASSKEY_PATHS.loginOptions, { method: 'POST', host, headers: { origin: `http://${host}`, 'content-type': 'application/json', ...headers }, body: '{}' });

describe('passkeys through the proxy', () => {
  it('the RP ID is the host the page is on, whatever origin the page claims', async () => {
    const res = await options(HOSTS.lucky, { 'x-portal-origin': `http://${GUARD}` });
    expect(res.status, res.body).toBe(200);
    expect(JSON.parse(res.body).value.options.rpId).toBe('localhost');
    const guard = await options(GUARD);
    expect(JSON.parse(guard.body).value.options.rpId).toBe('guard.localhost');
  });

  it('a sign-in challenge is bound to an HttpOnly cookie; a binding the page sends itself is not used', async () => {
    const res = await options(HOSTS.lucky);
    const cookie = res.header('set-cookie') ?? '';
    expect(cookie).toMatch(/^pkflow=[^;]{16,};/);
    expect(cookie).toMatch(/HttpOnly/i);
    const nonce = /^pkflow=([^;]+)/.exec(cookie)![1]!;
    const { challengeId } = JSON.parse(res.body).value as { challengeId: string };
    const body = JSON.stringify({ assertion: { challengeId, response: { id: 'x', rawId: 'x', type: 'public-key', response: {} } } });
    // the nonce as a header of the page's own: dropped, so the challenge is not this browser's
    const forged = await raw(PASSKEY_PATHS.login, {
      method: 'POST',
      host: HOSTS.lucky,
      headers: { origin: ORIGIN.lucky, 'content-type': 'application/json', 'x-passkey-binding': nonce },
      body,
    });
    expect([forged.status, JSON.parse(forged.body).code]).toEqual([410, 'PASSKEY_CHALLENGE_EXPIRED']);
  });
});
