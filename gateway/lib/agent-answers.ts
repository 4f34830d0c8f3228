/** The agent centre's shared answers (routes/agent-*.ts): a member outside the tree, a malformed query. */
import type { Context } from 'hono';
import type { AppEnv } from '../env';
import { fail } from './envelope';

type Ctx = Context<AppEnv>;

export const notFound = (c: Ctx) => fail(c, 404, 'MEMBER_NOT_FOUND', 'No such member');
export const badQuery = (c: Ctx) => fail(c, 400, 'BAD_REQUEST', 'Malformed query');
