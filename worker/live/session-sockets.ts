/**
 * A member's live sockets belong to the session that opened them (docs/product.md: a socket dies
 * with its session). The upgrade asks the gateway whether the session is alive and until when
 * (GET /wps/session/alive), and the member's object tags the socket with the session's id (the
 * SHA-256 of its upstream token, base64url: the gateway's own token_hash) and its end. A logout
 * through this worker, or a 401 showing the session is over, closes that session's sockets at
 * once (`endLiveSession`); the gateway's `session.ended` event closes the sockets of the sessions
 * it ended (all, or all but `keep`); the object closes a socket when its session's time is up.
 */
import type { Context } from 'hono';
import type { AppEnv } from '../env';
import { memberChannelName } from './names';

/** The gateway's id of a session: base64url SHA-256 of its upstream token (gateway domain/accounts.ts hashToken). */
export async function sessionId(token: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token)));
  return btoa(String.fromCharCode(...digest))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** Until when the gateway keeps the caller's session (epoch ms), or null when it is over (or the gateway cannot say). */
export async function sessionAliveUntil(c: Context<AppEnv>, token: string): Promise<number | null> {
  try {
    const res = await c.var.upstream.send({
      method: 'GET',
      pathname: '/wps/session/alive',
      headers: new Headers({ authorization: `Bearer ${token}` }),
    });
    if (!res.ok) {
      await res.body?.cancel();
      return null;
    }
    const body = (await res.json()) as { success?: boolean; value?: { expiresAt?: unknown } };
    return body.success && typeof body.value?.expiresAt === 'number' ? body.value.expiresAt : null;
  } catch {
    return null;
  }
}

/** Closes the sockets of the request's session now (a logout, a session found over): after the answer, never failing it. */
export function endLiveSession(c: Context<AppEnv>): void {
  const session = c.var.session;
  const merchant = c.var.brand?.merchantCode;
  if (!session || !merchant || !c.env.LIVE_MEMBER) return;
  const work = sessionId(session.token).then((id) =>
    c.env.LIVE_MEMBER.get(c.env.LIVE_MEMBER.idFromName(memberChannelName(merchant, session.username)))
      .fetch(`https://live.internal/end-session?session=${encodeURIComponent(id)}`, { method: 'POST' })
      .then((r) => r.body?.cancel()),
  );
  try {
    c.executionCtx.waitUntil(work.catch(() => undefined));
  } catch {
    void work.catch(() => undefined);
  }
}
