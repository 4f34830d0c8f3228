import { LIVE_CLOSE, type LiveEventFrame, type LiveFrame, type LiveStream } from '@shared/live-events';

/** keep-alive: well under the idle time-outs of proxies and mobile networks (often 60 s) */
const PING_MS = 25_000;
/** a socket whose "pong" does not come in this time is taken as dead (a proxy that swallows frames) */
const PONG_WAIT_MS = 5_000;
const BACKOFF_FIRST_MS = 1_000;
const BACKOFF_MAX_MS = 30_000;

export interface StreamHandlers {
  onFrame(frame: LiveEventFrame): void;
  /** healthy: the first "pong" came back; down: closed or never healthy, with the consecutive failures so far */
  onState(state: 'healthy' | 'down', failures: number): void;
  /** the portal ended the stream for good, no reconnecting: a break ended the session, or there is no session here (it ended meanwhile) */
  onEnded(why: 'break' | 'noSession'): void;
}

/**
 * One stream's socket (GET /live/socket?stream=…), kept open: reconnects after any close with an
 * exponential backoff and jitter (so that a portal restart is not met by every page at the same
 * instant), and sends the last sequence number it saw, so the object replays what came meanwhile.
 * A socket only counts as up once its first ping is answered: a proxy that accepts the upgrade
 * and passes nothing is a failure like one that refuses it.
 */
export function openStream(stream: LiveStream, handlers: StreamHandlers): () => void {
  let lastSeq = -1;
  let failures = 0;
  let ws: WebSocket | null = null;
  let stopped = false;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let pingTimer: ReturnType<typeof setInterval> | undefined;
  let pongTimer: ReturnType<typeof setTimeout> | undefined;

  const ping = () => {
    if (ws?.readyState !== WebSocket.OPEN) return;
    ws.send('ping');
    clearTimeout(pongTimer);
    pongTimer = setTimeout(() => ws?.close(4000, 'no pong'), PONG_WAIT_MS);
  };

  const connect = () => {
    const url = new URL('/live/socket', window.location.href);
    url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
    url.searchParams.set('stream', stream);
    if (lastSeq >= 0) url.searchParams.set('after', String(lastSeq));
    const socket = new WebSocket(url);
    ws = socket;
    let healthy = false;
    socket.onopen = () => {
      ping();
      pingTimer = setInterval(ping, PING_MS);
    };
    socket.onmessage = (event) => {
      if (event.data === 'pong') {
        clearTimeout(pongTimer);
        if (!healthy) {
          healthy = true;
          failures = 0;
          handlers.onState('healthy', 0);
        }
        return;
      }
      let frame: LiveFrame;
      try {
        frame = JSON.parse(String(event.data)) as LiveFrame;
      } catch {
        return;
      }
      // where the stream stands when this page has seen nothing of it: a resume after a drop starts there
      if (frame.kind === 'hello') {
        lastSeq = Math.max(lastSeq, frame.seq);
        return;
      }
      // a replayed frame this page has already seen (a reconnect that raced a live send)
      if (frame.kind !== 'resync' && frame.seq <= lastSeq) return;
      lastSeq = frame.seq;
      handlers.onFrame(frame);
    };
    socket.onclose = (event) => {
      clearInterval(pingTimer);
      clearTimeout(pongTimer);
      if (ws === socket) ws = null;
      if (stopped) return;
      if (event.code === LIVE_CLOSE.sessionEnded || event.code === LIVE_CLOSE.noSession) {
        handlers.onEnded(event.code === LIVE_CLOSE.sessionEnded ? 'break' : 'noSession');
        return;
      }
      // a newer socket of this session took this one's place: no reconnect to push it out in turn
      if (event.code === LIVE_CLOSE.replaced) {
        handlers.onState('down', failures + 1);
        return;
      }
      if (!healthy) failures += 1;
      handlers.onState('down', failures);
      const ceiling = Math.min(BACKOFF_MAX_MS, BACKOFF_FIRST_MS * 2 ** Math.min(failures, 10));
      // "equal jitter": at least half the backoff, so retries neither bunch up nor come too soon
      retryTimer = setTimeout(connect, ceiling / 2 + Math.random() * (ceiling / 2));
    };
  };

  connect();
  return () => {
    stopped = true;
    clearTimeout(retryTimer);
    clearInterval(pingTimer);
    clearTimeout(pongTimer);
    // closing a socket still connecting makes the browser log an error: it closes once open
    if (ws?.readyState === WebSocket.CONNECTING) ws.onopen = () => ws?.close(1000, 'page done');
    else ws?.close(1000, 'page done');
  };
}
