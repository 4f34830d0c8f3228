import { LIVE_CLOSE } from '@shared/api/live';
import { type ChannelEvent, LiveChannel, type Published } from './channel';

/** A session keeps at most this many sockets open (tabs of one browser), a member this many over all sessions; the oldest go. */
export const SOCKETS_PER_SESSION = 5;
export const SOCKETS_PER_MEMBER = 12;

/** What a member's socket keeps with it (its attachment, which survives hibernation). */
interface SocketSession {
  /** the gateway's id of the socket's session (worker/live/session-sockets.ts sessionId) */
  session: string;
  /** when the gateway ends that session (epoch ms) */
  until: number;
  openedAt: number;
}

const tagOf = (session: string) => `s:${session}`;
const OPEN = 1;

/**
 * One member's live stream (worker/live/names.ts memberChannelName): the sockets of every tab
 * and device of that member, and nobody else's. Each socket belongs to the session that opened it
 * (worker/live/session-sockets.ts): it is closed (LIVE_CLOSE.noSession) when that session ends
 * (a logout through the worker: POST /end-session; the gateway's `session.ended` naming the
 * sessions it ended; the session's time up, by the object's alarm), and a session or member
 * holding too many has its oldest closed (LIVE_CLOSE.replaced). A break or self-exclusion ends
 * them all once the event is sent: the pages log out.
 */
export class MemberChannel extends LiveChannel {
  async fetch(request: Request): Promise<Response> {
    const url = new URL(request.url);
    if (url.pathname === '/end-session') {
      const session = url.searchParams.get('session');
      if (session) this.closeWhere((s) => s.session === session, LIVE_CLOSE.noSession, 'session ended');
      return new Response(null, { status: 204 });
    }
    return super.fetch(request);
  }

  protected tagsFor(url: URL): string[] {
    const session = url.searchParams.get('session');
    return session ? [tagOf(session)] : [];
  }

  protected accepted(ws: WebSocket, url: URL): void {
    const session = url.searchParams.get('session');
    const until = Number(url.searchParams.get('until'));
    if (!session || !Number.isFinite(until)) return;
    ws.serializeAttachment({ session, until, openedAt: Date.now() } satisfies SocketSession);
    this.keepAtMost(this.ctx.getWebSockets(tagOf(session)), SOCKETS_PER_SESSION);
    this.keepAtMost(this.ctx.getWebSockets(), SOCKETS_PER_MEMBER);
    void this.scheduleExpiry();
  }

  async publish(event: ChannelEvent): Promise<Published> {
    // which sessions the gateway ended: for this object only, never sent to the pages
    const { keep, session, ...data } = event.data as Record<string, unknown>;
    const published = await super.publish({ ...event, data: data as ChannelEvent['data'] });
    if (!published.ok) return published;
    if (event.kind === 'break.started') this.closeAll(LIVE_CLOSE.sessionEnded, 'session ended');
    if (event.kind === 'session.ended') {
      if (typeof keep === 'string') this.closeWhere((s) => s.session !== keep, LIVE_CLOSE.noSession, 'session ended');
      if (typeof session === 'string') this.closeWhere((s) => s.session === session, LIVE_CLOSE.noSession, 'session ended');
    }
    return published;
  }

  /** The session whose time is up: its sockets close, and the next end is scheduled. */
  async alarm(): Promise<void> {
    const now = Date.now();
    this.closeWhere((s) => s.until <= now, LIVE_CLOSE.noSession, 'session expired');
    await this.scheduleExpiry();
  }

  private async scheduleExpiry() {
    const ends = this.open()
      .map((ws) => (ws.deserializeAttachment() as SocketSession | null)?.until)
      .filter((t): t is number => typeof t === 'number');
    if (ends.length > 0) await this.ctx.storage.setAlarm(Math.min(...ends));
  }

  private open(list: WebSocket[] = this.ctx.getWebSockets()) {
    return list.filter((ws) => ws.readyState === OPEN);
  }

  /** Closes the oldest of `list` beyond `max` open ones. */
  private keepAtMost(list: WebSocket[], max: number) {
    const open = this.open(list);
    if (open.length <= max) return;
    const age = (ws: WebSocket) => (ws.deserializeAttachment() as SocketSession | null)?.openedAt ?? 0;
    for (const ws of open.sort((a, b) => age(a) - age(b)).slice(0, open.length - max)) {
      try {
        ws.close(LIVE_CLOSE.replaced, 'too many sockets');
      } catch {}
    }
  }

  private closeWhere(match: (s: SocketSession) => boolean, code: number, reason: string) {
    for (const ws of this.open()) {
      const s = ws.deserializeAttachment() as SocketSession | null;
      if (!s || !match(s)) continue;
      try {
        ws.close(code, reason);
      } catch {}
    }
  }
}
