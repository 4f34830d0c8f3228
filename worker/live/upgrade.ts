import type { Context } from 'hono';
import { LIVE_CLOSE } from '@shared/api/live';
import type { AppEnv } from '../env';
import { BRAND_SHARDS, brandShardName, memberChannelName } from './names';
import { sessionAliveUntil, sessionId } from './session-sockets';

const refuse = (c: Context<AppEnv>, status: 403 | 426, code: string) => c.json({ code }, status);

/**
 * GET /live/socket?stream=member|brand&after=<seq>: the page's socket, handed to the object of its
 * stream. Only for a valid session of this brand (the session middleware drops another brand's)
 * and a page of this origin (a browser always sends Origin on a WebSocket; another site's page
 * would otherwise ride on the member's cookie). The object gets a fresh request with nothing of
 * the page's: no cookie, so the upstream token never reaches it or the socket.
 * Without a session the socket is accepted and closed at once with LIVE_CLOSE.noSession: a page
 * whose session ended meanwhile learns it and stops (a refused handshake only says "failed", the
 * page would retry it, and the browser logs each one as an error). A cookie that opens is not
 * enough: the gateway must say the session is alive (a logged-out or expired session's copied
 * cookie still opens), and a member's socket carries its session (worker/live/session-sockets.ts)
 * so it closes when that session ends; the replay of what the page missed comes only after.
 */
export async function liveUpgrade(c: Context<AppEnv>): Promise<Response> {
  if (c.req.header('upgrade')?.toLowerCase() !== 'websocket') return refuse(c, 426, 'UPGRADE_REQUIRED');
  if (c.req.header('origin') !== new URL(c.req.url).origin) return refuse(c, 403, 'ORIGIN_REFUSED');
  const session = c.var.session;
  if (!session) return closedAtOnce();
  const until = await sessionAliveUntil(c, session.token);
  if (until === null) return closedAtOnce();
  const merchant = c.var.brand.merchantCode;
  const stub =
    c.req.query('stream') === 'brand'
      ? c.env.LIVE_BRAND.get(c.env.LIVE_BRAND.idFromName(brandShardName(merchant, Math.floor(Math.random() * BRAND_SHARDS))))
      : c.env.LIVE_MEMBER.get(c.env.LIVE_MEMBER.idFromName(memberChannelName(merchant, session.username)));
  const target = new URL('https://live.internal/connect');
  const after = c.req.query('after');
  if (after && /^\d{1,15}$/.test(after)) target.searchParams.set('after', after);
  target.searchParams.set('session', await sessionId(session.token));
  target.searchParams.set('until', String(until));
  const answer = await stub.fetch(target.toString(), { headers: { upgrade: 'websocket' } });
  // a fresh response: the object's headers cannot be changed, and the security headers are set on every response
  return new Response(answer.body, { status: answer.status, headers: new Headers(answer.headers), webSocket: answer.webSocket });
}

/** A socket of the worker's own, closed as soon as it opens: no session here (nothing reaches an object). */
function closedAtOnce(): Response {
  const [client, server] = Object.values(new WebSocketPair());
  server!.accept();
  server!.close(LIVE_CLOSE.noSession, 'not logged in');
  return new Response(null, { status: 101, webSocket: client });
}
