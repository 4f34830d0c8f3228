/** The agent centre's shared answers (routes/agent-*.ts): a member outside the tree, a malformed query or period, a report's username filter. */
import type { Context } from 'hono';
import { memberInTree } from '../domain/agent';
import type { AppEnv } from '../env';
import { fail } from './envelope';

type Ctx = Context<AppEnv>;

export const notFound = (c: Ctx) => fail(c, 404, 'MEMBER_NOT_FOUND', 'No such member');
export const badQuery = (c: Ctx) => fail(c, 400, 'BAD_REQUEST', 'Malformed query');
export const badPeriod = (c: Ctx, problem: 'BAD_REQUEST' | 'RANGE_TOO_LONG') =>
  fail(c, 400, problem, problem === 'RANGE_TOO_LONG' ? 'The period is longer than 92 days' : 'Malformed period');

/** A report's username filter as a member id in the agent's tree: null for none, undefined when the name is not in the tree. */
export async function memberFilter(c: Ctx, username: string | undefined): Promise<number | null | undefined> {
  if (!username) return null;
  return (await memberInTree(c.env.DB, c.var.member.id, c.var.merchant.code, username)) ?? undefined;
}
