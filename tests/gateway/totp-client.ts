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

/** The brand's default cool-off (gateway migration 0067): a factor a session added proves none of its money steps for this long. */
export const COOL_OFF_MS = 60 * 60_000;

/** The proof a factor change of an account without a factor takes: its login password (sent encrypted, as the edge worker does). */
export const passwordProof = (p: Player) => ({ kind: 'password' as const, password: p.password });

/**
 * Turns the member's authenticator on (proven with the login password, or `proof` when the
 * account has a factor already): its secret and the ten recovery codes. `pastCoolOff`: the
 * member's clock then moves past the brand's cool-off, so this session's money steps take the new
 * codes (a factor a session added proves none of its money steps before).
 */
export async function turnOnTotp(
  p: Player,
  o: { proof?: unknown; pastCoolOff?: boolean } = {},
): Promise<{ secret: string; recoveryCodes: string[]; uri: string }> {
  const started = await call<TotpSetup>('POST', '/wps/member/security/totp/start', undefined, p);
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const { secret, uri } = started.body.value;
  const body = { code: totpCodeAt(secret, await clockOf(p)), secondFactor: o.proof ?? passwordProof(p) };
  const confirmed = await call<TotpEnabled>('POST', '/wps/member/security/totp/confirm', body, { ...p, encrypted: true });
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
  if (o.pastCoolOff) await clockOf(p, COOL_OFF_MS + 60_000);
  return { secret, uri, recoveryCodes: confirmed.body.value.recoveryCodes };
}
