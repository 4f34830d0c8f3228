/** /__admin/agent/* (operator only): an agent announcement, and a contract settlement run now. */
import { Hono } from 'hono';
import { CONTRACT_KINDS, newAgentAnnouncementSchema, settlementRunSchema } from '@shared/api/agent';
import { postAgentAnnouncement } from '../domain/agent-reports';
import { runSettlements } from '../domain/contracts';
import type { AppEnv } from '../env';
import { jsonBody } from '../lib/body';
import { fail, ok } from '../lib/envelope';
import { adminToken } from '../middleware/admin-token';

/** /__admin/agent: the operator posts an agent announcement. */
export const agentAdmin = new Hono<AppEnv>();
agentAdmin.use('*', adminToken);

agentAdmin.post('/announcements', async (c) => {
  const body = await jsonBody(c, newAgentAnnouncementSchema);
  if (!body.ok) return body.response;
  const posted = await postAgentAnnouncement(c.env.DB, body.data);
  return posted ? ok(c, posted) : fail(c, 400, 'INVALID_DOMAIN', 'Unknown merchant');
});

/** The operator runs a settlement now (the Cron Trigger runs the same every 5 minutes); `now` lets a test settle a period that has ended. */
agentAdmin.post('/settle', async (c) => {
  const body = await jsonBody(c, settlementRunSchema);
  if (!body.ok) return body.response;
  return ok(c, await runSettlements(c.env.DB, body.data.kinds ?? CONTRACT_KINDS, body.data.now ?? Date.now()));
});
