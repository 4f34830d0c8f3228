/**
 * /__admin/content/* (X-Admin-Token): the operator's back office for translations of the
 * content the portal shows (migration 0011). An item reads its base text in any language
 * it has no translation for, so removing a translation is how an operator "untranslates".
 */
import { Hono } from 'hono';
import { CONTENT_KINDS, translationRemovalSchema, translationSchema } from '@shared/schemas-content';
import { translate, translationsOf, untranslate } from '../domain/translations';
import type { AppEnv } from '../env';
import { jsonBody } from '../lib/body';
import { fail, ok } from '../lib/envelope';
import { adminToken } from '../middleware/admin-token';

export const contentAdmin = new Hono<AppEnv>();

contentAdmin.use('*', adminToken);

contentAdmin.get('/translations', async (c) => {
  const kind = CONTENT_KINDS.find((k) => k === c.req.query('kind'));
  const key = c.req.query('key');
  if (!kind || !key) return fail(c, 400, 'BAD_REQUEST', 'kind and key are required');
  return ok(c, await translationsOf(c.env.DB, kind, key));
});

contentAdmin.put('/translations', async (c) => {
  const body = await jsonBody(c, translationSchema);
  if (!body.ok) return body.response;
  return ok(c, await translate(c.env.DB, body.data));
});

contentAdmin.delete('/translations', async (c) => {
  const body = await jsonBody(c, translationRemovalSchema);
  if (!body.ok) return body.response;
  return ok(c, { deleted: await untranslate(c.env.DB, body.data) });
});
