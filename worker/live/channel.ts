import { DurableObject } from 'cloudflare:workers';
import { LIVE_CLIENT_MESSAGE_MAX_BYTES, LIVE_CLOSE, type LiveFrame } from '@shared/api/live';
import type { Env } from '../env';

/** What a stream keeps for pages that come back: enough for a phone that lost its signal for a few minutes. */
const BACKLOG_EVENTS = 100;
/** Event ids are kept a little longer than the webhook's timestamp window, so a replay inside it is refused. */
const SEEN_IDS_MS = 15 * 60_000;

export interface ChannelEvent {
  id: string;
  kind: LiveFrame['kind'];
  at: number;
  data: LiveFrame['data'];
}

export type Published = { ok: true; seq: number } | { ok: false; duplicate: true };

/**
 * One live stream (a member's, or a shard of a brand's): the sockets of the pages that follow
 * it, a sequence number per event, and a short backlog in the object's SQLite storage.
 *
 * The sockets are accepted with the WebSocket Hibernation API (ctx.acceptWebSocket): while no
 * event comes the object is evicted from memory and the sockets stay open at no cost; the
 * pages' keep-alive "ping" is answered by the runtime (setWebSocketAutoResponse) without waking
 * it. Everything the object needs after waking is in storage, nothing in fields.
 */
export class LiveChannel extends DurableObject<Env> {
  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    ctx.storage.sql.exec(
      `CREATE TABLE IF NOT EXISTS events (seq INTEGER PRIMARY KEY, kind TEXT NOT NULL, at INTEGER NOT NULL, data TEXT NOT NULL);
       CREATE TABLE IF NOT EXISTS seen (id TEXT PRIMARY KEY, at INTEGER NOT NULL);`,
    );
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair('ping', 'pong'));
  }

  /** The upgrade, forwarded by the worker once it has checked the session (worker/live/upgrade.ts). */
  async fetch(request: Request): Promise<Response> {
    if (request.headers.get('upgrade')?.toLowerCase() !== 'websocket') return new Response('expected a WebSocket upgrade', { status: 426 });
    const url = new URL(request.url);
    const after = Number(url.searchParams.get('after') ?? 'NaN');
    const { 0: client, 1: server } = new WebSocketPair();
    this.ctx.acceptWebSocket(server, this.tagsFor(url));
    this.accepted(server, url);
    if (Number.isInteger(after) && after >= 0) this.replay(server, after);
    this.hello(server);
    return new Response(null, { status: 101, webSocket: client });
  }

  /** The tags a new socket is accepted with (a member's: its session; none here). */
  protected tagsFor(_url: URL): string[] {
    return [];
  }

  /** After a socket is accepted, before its replay (a member's object tags it and keeps its caps). */
  protected accepted(_ws: WebSocket, _url: URL): void {}

  /**
   * Takes an event once (its id is remembered for SEEN_IDS_MS), numbers it, keeps it in the
   * backlog and sends it to every socket of the stream.
   */
  async publish(event: ChannelEvent): Promise<Published> {
    if (!this.remember(event.id, event.at)) return { ok: false, duplicate: true };
    const last = this.ctx.storage.sql.exec<{ seq: number | null }>('SELECT MAX(seq) AS seq FROM events').one().seq ?? 0;
    const frame = this.store(last + 1, event);
    this.broadcast(frame);
    return { ok: true, seq: frame.seq };
  }

  /** Remembers an event id; false when it was already taken. */
  protected remember(id: string, at: number): boolean {
    const sql = this.ctx.storage.sql;
    sql.exec('DELETE FROM seen WHERE at < ?', Date.now() - SEEN_IDS_MS);
    if (sql.exec('SELECT 1 FROM seen WHERE id = ?', id).toArray().length) return false;
    sql.exec('INSERT INTO seen (id, at) VALUES (?, ?)', id, Math.max(at, Date.now()));
    return true;
  }

  /** Keeps an event under `seq` in the backlog (the oldest beyond BACKLOG_EVENTS go). */
  protected store(seq: number, event: ChannelEvent): LiveFrame {
    const sql = this.ctx.storage.sql;
    sql.exec('INSERT OR REPLACE INTO events (seq, kind, at, data) VALUES (?, ?, ?, ?)', seq, event.kind, event.at, JSON.stringify(event.data));
    sql.exec('DELETE FROM events WHERE seq <= ?', seq - BACKLOG_EVENTS);
    return { seq, kind: event.kind, at: event.at, data: event.data } as LiveFrame;
  }

  protected broadcast(frame: LiveFrame) {
    const text = JSON.stringify(frame);
    for (const ws of this.ctx.getWebSockets()) {
      try {
        ws.send(text);
      } catch {
        // a socket that is closing: its page reconnects and replays from the backlog
      }
    }
  }

  /**
   * The stream's current number, after any replay: a page that has seen no event yet (its first
   * socket) resumes from it after a drop, so what comes while it has no socket is replayed too.
   * A page that asked with `after` has its replay (numbered up to this) before it.
   */
  private hello(ws: WebSocket) {
    const last = this.ctx.storage.sql.exec<{ seq: number | null }>('SELECT MAX(seq) AS seq FROM events').one().seq ?? 0;
    ws.send(JSON.stringify({ seq: last, kind: 'hello', at: Date.now(), data: {} } satisfies LiveFrame));
  }

  /** Sends a page that reconnects what it missed, or `resync` when the backlog no longer reaches back. */
  private replay(ws: WebSocket, after: number) {
    const sql = this.ctx.storage.sql;
    const { first, last } = sql.exec<{ first: number | null; last: number | null }>('SELECT MIN(seq) AS first, MAX(seq) AS last FROM events').one();
    if (last === null || after === last) return;
    // the page saw events this object no longer has (or its numbers are from before a reset)
    if (first === null || after < first - 1 || after > last) {
      ws.send(JSON.stringify({ seq: last, kind: 'resync', at: Date.now(), data: {} } satisfies LiveFrame));
      return;
    }
    for (const row of sql.exec<{ seq: number; kind: string; at: number; data: string }>('SELECT * FROM events WHERE seq > ? ORDER BY seq', after))
      ws.send(JSON.stringify({ seq: row.seq, kind: row.kind, at: row.at, data: JSON.parse(row.data) }));
  }

  /** Ends every socket of the stream (a break: the pages log out and do not come back). */
  protected closeAll(code: number, reason: string) {
    for (const ws of this.ctx.getWebSockets()) {
      try {
        ws.close(code, reason);
      } catch {}
    }
  }

  /** A page only ever sends "ping" (answered without waking the object): anything larger is refused. */
  async webSocketMessage(ws: WebSocket, message: string | ArrayBuffer) {
    const size = typeof message === 'string' ? new TextEncoder().encode(message).byteLength : message.byteLength;
    if (size > LIVE_CLIENT_MESSAGE_MAX_BYTES) ws.close(LIVE_CLOSE.tooBig, 'message too big');
  }

  async webSocketClose(ws: WebSocket, code: number, reason: string) {
    // complete the closing handshake (this compatibility date does not do it for us)
    try {
      ws.close(code === 1005 || code === 1006 ? 1000 : code, reason);
    } catch {}
  }

  async webSocketError(ws: WebSocket) {
    try {
      ws.close(1011, 'error');
    } catch {}
  }
}
