/** The caller of a member route behind requireRealAccount, as domain/ steps take it. */
import type { Context } from 'hono';
import type { Caller } from '../domain/caller';
import type { AppEnv } from '../env';
import { clientIp } from './visitor';

export const caller = (c: Context<AppEnv>): Caller => ({
  merchant: c.var.merchant.code,
  member: c.var.member,
  ip: clientIp(c),
  session: c.var.session.token_hash,
});
