/** /__admin/redEnvelope (X-Admin-Token): the operator opens a brand's new red envelope (the current one is replaced; claims start again). */
import { Hono } from 'hono';
import { redEnvelopeSettingsSchema, type RedEnvelope } from '@shared/api/envelope';
import { openEnvelope } from '../domain/red-envelope-admin';
import type { AppEnv } from '../env';
import { jsonBody } from '../lib/body';
import { fail, ok } from '../lib/envelope';
import { adminToken } from '../middleware/admin-token';

export const redEnvelopeAdmin = new Hono<AppEnv>();

redEnvelopeAdmin.use('*', adminToken);

redEnvelopeAdmin.put('/', async (c) => {
  const body = await jsonBody(c, redEnvelopeSettingsSchema);
  if (!body.ok) return body.response;
  const envelope = await openEnvelope(c.env.DB, body.data);
  return envelope ? ok<RedEnvelope>(c, envelope) : fail(c, 400, 'INVALID_DOMAIN', 'Unknown merchant');
});
