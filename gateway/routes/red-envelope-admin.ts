/** /__admin/redEnvelope (X-Admin-Token): the operator opens a brand's new red envelope (the current one is replaced; claims start again). */
import { Hono } from 'hono';
import { redEnvelopeSettingsSchema, type RedEnvelope } from '@shared/contract-envelope';
import { findMerchant } from '../db/queries/merchants';
import { envelopeFacts, insertEnvelope } from '../db/queries/red-envelope';
import { toRedEnvelope } from '../domain/red-envelope';
import type { AppEnv } from '../env';
import { jsonBody } from '../lib/body';
import { fail, ok } from '../lib/envelope';
import { adminToken } from '../middleware/admin-token';

export const redEnvelopeAdmin = new Hono<AppEnv>();

redEnvelopeAdmin.use('*', adminToken);

redEnvelopeAdmin.put('/', async (c) => {
  const body = await jsonBody(c, redEnvelopeSettingsSchema);
  if (!body.ok) return body.response;
  if (!(await findMerchant(c.env.DB, body.data.merchantCode))) return fail(c, 400, 'INVALID_DOMAIN', 'Unknown merchant');
  const now = Date.now();
  await insertEnvelope(c.env.DB, { ...body.data, now });
  const { envelope } = await envelopeFacts(c.env.DB, body.data.merchantCode, 0);
  return ok<RedEnvelope>(c, toRedEnvelope(envelope!, null, now));
});
