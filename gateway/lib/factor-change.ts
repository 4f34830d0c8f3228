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
  // (turning the authenticator on ended every other session: each one's `session.ended` is the database's note, domain/live.ts liveNotes)
  liveMember(c, c.var.merchant.code, c.var.member.id, 'security.changed', { change });
}
