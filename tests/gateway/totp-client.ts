/** A member's authenticator in the gateway tests: turned on, and codes on the member's protection clock. */
import { expect } from 'vitest';
import type { TotpEnabled, TotpSetup } from '@shared/api/second-factor';
import { totpCodeAt } from '@tests/setup/totp';
import { call } from './accounts-client';
import { admin } from './client';
import type { Player } from './players';

/** Moves the member's protection clock (0: just reads it); the member's time now. */
export async function clockOf(p: Player, advanceMs = 0): Promise<number> {
  const res = await admin<{ now: number; offsetMs: number }>('POST', '/protection/clock', { merchantCode: 'DEMO', username: p.username, advanceMs });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  // the gateway's time plus how long this answer took is close enough: codes live 30 s
  return res.body.value.now;
}

/** The code of the member's next time step: the clock moves 30 s first, so it was never used. */
export async function nextCode(p: Player, secret: string): Promise<string> {
  return totpCodeAt(secret, await clockOf(p, 30_000));
}

/** Turns the member's authenticator on: its secret and the ten recovery codes. */
export async function turnOnTotp(p: Player): Promise<{ secret: string; recoveryCodes: string[]; uri: string }> {
  const started = await call<TotpSetup>('POST', '/wps/member/security/totp/start', undefined, p);
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const { secret, uri } = started.body.value;
  const confirmed = await call<TotpEnabled>('POST', '/wps/member/security/totp/confirm', { code: totpCodeAt(secret, await clockOf(p)) }, p);
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
  return { secret, uri, recoveryCodes: confirmed.body.value.recoveryCodes };
}
