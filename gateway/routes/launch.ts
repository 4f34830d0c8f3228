/** /wps/game/launchGame (docs/product.md 3, 7.2): a one-time ticket on a launch CDN host. */
import { Hono } from 'hono';
import { launchRequestSchema, type LaunchGameResult } from '@shared/api/play';
import { launchGame } from '../domain/launch';
import type { AppEnv } from '../env';
import { jsonBody } from '../lib/body';
import { ok } from '../lib/envelope';
import { refusal } from '../lib/answer';
import { answers } from '../lib/answers';
import { requireSession } from '../middleware/session';

export const launch = new Hono<AppEnv>();

launch.post(
  '/launchGame',
  requireSession,
  answers('POST /wps/game/launchGame', async (c) => {
    const body = await jsonBody(c, launchRequestSchema);
    if (!body.ok) return body.response;
    const url = await launchGame(c.env.DB, c.req.url, {
      memberId: c.var.session.member_id,
      merchant: c.var.merchant.code,
      gameId: body.data.gameId,
      roomId: body.data.roomId,
      vassalage: body.data.vassalage,
      launchMode: body.data.launchMode,
      language: (c.req.header('Language') ?? body.data.language ?? 'en').toLowerCase(),
    });
    return url.ok ? ok<LaunchGameResult>(c, { game_url: url.value }) : refusal(c, url);
  }),
);
