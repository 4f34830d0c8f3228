/**
 * Helpers for the live channel's worker tests: a member's session cookie sealed with the dev
 * secret (wrangler.toml SESSION_SECRET: the worker takes it as its own), signed webhook calls
 * as a gateway makes them, and sockets that collect what they receive.
 */
import { createHmac, randomUUID } from 'node:crypto';
import { WebSocket } from 'undici';
import { sealSession } from '@worker/session/session-cookie';
import type { LiveFrame } from '@shared/api/live';
import { byPassword, freshIp, login } from '../gateway/accounts-client';
import { admin } from '../gateway/client';
import { ORIGIN, PORTAL_URL } from './http';

export const DEV_SESSION_SECRET = 'dev-only-session-secret-0123456789abcdef';
export const WEBHOOK_SECRETS: Record<string, string> = { DEMO: 'dev-live-webhook-secret-demo', DEMO2: 'dev-live-webhook-secret-demo2' };

const MERCHANT_OF: Record<string, string> = { demo: 'DEMO', lucky: 'DEMO2', guard: 'DEMO2' };
const sessions = new Map<string, Promise<string>>();

/** A real session of `username` on the merchant (the account made first when it is new): its upstream token. */
function gatewaySession(username: string, merchant: string): Promise<string> {
  const key = `${merchant}:${username}`;
  let token = sessions.get(key);
  if (!token) {
    token = (async () => {
      await admin('POST', '/members', { merchantCode: merchant, username, password: 'Start1234' });
      const res = await login<{ token: string }>(byPassword(username, 'Start1234'), { ip: freshIp(), merchant });
      if (!res.body.success) throw new Error(`login of ${username}: ${JSON.stringify(res.body)}`);
      return res.body.value.token;
    })();
    sessions.set(key, token);
  }
  return token;
}

/**
 * The cookie header of a session for `username` started on `brand`: a real one of the gateway's
 * (the live upgrade asks the gateway whether it is alive), or the one of `token` when given.
 */
export async function sessionCookie(username: string, brand = 'demo', token?: string): Promise<string> {
  const upstream = token ?? (await gatewaySession(username, MERCHANT_OF[brand] ?? 'DEMO'));
  return `sid=${await sealSession({ token: upstream, username, type: 0, brand }, DEV_SESSION_SECRET)}`;
}

export interface WebhookCall {
  body: string;
  t?: number;
  secret?: string;
}

/** POST /live/events as a gateway sends it: x-live-signature t=<ms>,v1=<hex HMAC of `${t}.${body}`>. */
export async function postWebhook({ body, t = Date.now(), secret }: WebhookCall): Promise<{ status: number; json: unknown }> {
  const merchant = (JSON.parse(body) as { merchantCode?: string }).merchantCode ?? 'DEMO';
  const key = secret ?? WEBHOOK_SECRETS[merchant] ?? 'no-secret';
  const v1 = createHmac('sha256', key).update(`${t}.${body}`).digest('hex');
  const res = await fetch(`${PORTAL_URL}/live/events`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-live-signature': `t=${t},v1=${v1}` },
    body,
  });
  return { status: res.status, json: await res.json().catch(() => null) };
}

export const memberEvent = (account: string, kind = 'message.arrived', data: Record<string, string | number> = {}, merchantCode = 'DEMO') =>
  JSON.stringify({ id: randomUUID(), at: Date.now(), merchantCode, scope: 'member', kind, account, data });

export const brandEvent = (kind = 'win.big', data: Record<string, string | number> = {}, merchantCode = 'DEMO') =>
  JSON.stringify({ id: randomUUID(), at: Date.now(), merchantCode, scope: 'brand', kind, data });

export interface Collected {
  ws: WebSocket;
  /** the events (every frame but the first, `hello`) */
  frames: LiveFrame[];
  /** the object's first frame: the stream's current number (a page resumes from it) */
  hello: Promise<LiveFrame>;
  closed: Promise<{ code: number; reason: string }>;
  /** resolves once `count` frames have come (or rejects after `ms`) */
  waitFor(count: number, ms?: number): Promise<LiveFrame[]>;
}

/** Opens /live/socket for a cookie (demo brand, its own origin) and collects the frames it receives. */
export async function openLive(cookie: string, query = '', origin: string = ORIGIN.demo): Promise<Collected> {
  // the brand is the host: the page's own origin
  const url = `${origin.replace(/^http/, 'ws')}/live/socket${query}`;
  const ws = new WebSocket(url, { headers: { cookie, origin } } as unknown as string[]);
  const frames: LiveFrame[] = [];
  const waiters: (() => void)[] = [];
  let greeted: (frame: LiveFrame) => void = () => {};
  const hello = new Promise<LiveFrame>((resolve) => {
    greeted = resolve;
  });
  ws.addEventListener('message', (event) => {
    // the keep-alive's "pong" is not a frame
    if (String(event.data) === 'pong') return;
    const frame = JSON.parse(String(event.data)) as LiveFrame;
    if (frame.kind === 'hello') return greeted(frame);
    frames.push(frame);
    for (const w of waiters.splice(0)) w();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => ws.addEventListener('close', (e) => resolve({ code: e.code, reason: e.reason })));
  await new Promise<void>((resolve, reject) => {
    ws.addEventListener('open', () => resolve());
    ws.addEventListener('error', () => reject(new Error(`socket ${url} refused`)));
  });
  const waitFor = (count: number, ms = 5_000) =>
    new Promise<LiveFrame[]>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`only ${frames.length} of ${count} frames in ${ms} ms`)), ms);
      const check = () => {
        if (frames.length >= count) {
          clearTimeout(timer);
          resolve(frames);
        } else waiters.push(check);
      };
      check();
    });
  return { ws, frames, hello, closed, waitFor };
}

/**
 * Waits until a frame carrying `marker` (data.marker) has come. An object sends a socket its
 * frames in the order it took the events, and the webhook answers only once it has sent them:
 * every frame of an event taken before the marker's has come by then, so a check for an absent
 * frame needs no fixed wait.
 */
export async function untilMarker(live: Collected, marker: string): Promise<LiveFrame[]> {
  while (!live.frames.some((f) => (f.data as Record<string, unknown>).marker === marker)) await live.waitFor(live.frames.length + 1);
  return live.frames;
}
