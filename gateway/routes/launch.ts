/** /wps/game/launchGame (docs/product.md 3, 7.2): a one-time ticket on a launch CDN host. */
import { Hono } from 'hono';
import { launchRequestSchema, type GameMaintenanceValue, type LaunchGameResult } from '@shared/contract-play';
import { createTicket, findOfferedGame, listPlayableHotGames } from '../db/queries/play';
import { hashToken } from '../domain/accounts';
import { toGameCard } from '../domain/games';
import { LOTTERY_CATEGORIES, lotteryTicketUrl } from '../domain/lottery';
import { gameOfRoom, newTicket, SUGGESTED_GAMES, TICKET_TTL_MS } from '../domain/play';
import { selfOrigins } from '../domain/system';
import type { AppEnv } from '../env';
import { jsonBody } from '../lib/body';
import { fail, failWith, ok } from '../lib/envelope';
import { requireSession } from '../middleware/session';

export const launch = new Hono<AppEnv>();

launch.post('/launchGame', requireSession, async (c) => {
  const body = await jsonBody(c, launchRequestSchema);
  if (!body.ok) return body.response;
  const { gameId: requested, roomId, vassalage } = body.data;
  const gameId = requested ?? (roomId ? gameOfRoom(roomId) : null);
  if (!gameId) return fail(c, 400, 'BAD_REQUEST', 'gameId or roomId is required');
  const game = await findOfferedGame(c.env.DB, c.var.merchant.code, gameId);
  if (!game || game.vendor_code !== vassalage || game.is_game !== 'GAME') return fail(c, 404, 'NOT_FOUND', 'Unknown game');
  if (roomId && game.category !== 'PVP') return fail(c, 400, 'BAD_REQUEST', 'Only PVP games have rooms');
  if (game.maintenance === 1) {
    const suggestions = (await listPlayableHotGames(c.env.DB, c.var.merchant.code, SUGGESTED_GAMES)).map(toGameCard);
    return failWith<GameMaintenanceValue>(c, 409, 'GAME_MAINTENANCE', 'Game under maintenance', { suggestions });
  }
  const language = (c.req.header('Language') ?? body.data.language ?? 'en').toLowerCase();
  // a lottery game (the SEA entry launches through here, launchMode SEA) opens the lottery vendor's betting page
  if (LOTTERY_CATEGORIES.includes(game.category)) {
    const url = await lotteryTicketUrl(c.env.DB, c.req.url, {
      memberId: c.var.session.member_id,
      merchant: c.var.merchant.code,
      gameId: game.game_id,
      mode: body.data.launchMode ?? 'LOTT',
      language,
    });
    return ok<LaunchGameResult>(c, { game_url: url });
  }
  const ticket = newTicket();
  const now = Date.now();
  await createTicket(c.env.DB, {
    ticket_hash: await hashToken(ticket),
    member_id: c.var.session.member_id,
    merchant_code: c.var.merchant.code,
    game_id: game.game_id,
    room_id: roomId ?? null,
    launch_mode: body.data.launchMode ?? 'GAME',
    language,
    created_at: now,
    expires_at: now + TICKET_TTL_MS,
    used_at: null,
  });
  // the game is served by this gateway's vendor stand-in, on the host the portal reached it on
  const origin = selfOrigins(c.req.url)[0]!;
  const query = new URLSearchParams({ ticket, lang: language });
  return ok<LaunchGameResult>(c, { game_url: `${origin}/vendor/play?${query}` });
});
