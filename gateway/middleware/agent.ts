/** The agent centre's check, after requireSession: only agents' accounts (types 1, 2, 41, 42) use /wps/agent/*, else 403 NOT_AGENT. */
import { createMiddleware } from 'hono/factory';
import { isAgentType } from '../domain/agent';
import type { AppEnv } from '../env';
import { fail } from '../lib/envelope';

export const requireAgent = createMiddleware<AppEnv>(async (c, next) => {
  if (!isAgentType(c.var.member.type)) return fail(c, 403, 'NOT_AGENT', 'Non-agents cannot log in');
  await next();
});
