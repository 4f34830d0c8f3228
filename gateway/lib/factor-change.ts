/** After a change of the second factor (domain/factor-change.ts): the login history, and the member's other sessions told at once. */
import type { Context } from 'hono';
import type { FactorChangeStep } from '@shared/api/second-factor';
import { recordFactorChange } from '../domain/factor-change';
import { liveMember } from '../domain/live';
import type { AppEnv } from '../env';
import { caller } from './caller';
import { loginVisit } from './visitor';

export async function factorChanged(c: Context<AppEnv>, change: FactorChangeStep): Promise<void> {
  await recordFactorChange(c.env.DB, loginVisit(c), caller(c));
  liveMember(c, c.var.merchant.code, c.var.member.id, 'security.changed', { change });
  // turning the authenticator on ended every other session: their live sockets close with them
  if (change === 'TOTP_ON') liveMember(c, c.var.merchant.code, c.var.member.id, 'session.ended', { keep: c.var.session.token_hash });
}
