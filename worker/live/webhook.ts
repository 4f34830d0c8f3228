import type { Context } from 'hono';
import { LIVE_EVENT_MAX_BYTES, LIVE_SIGNATURE_WINDOW_MS, liveEventSchema } from '@shared/api/live';
import type { AppEnv, Env } from '../env';
import { BodyTooLargeError, readLimited } from '../proxy/read-limited';
import { brandShardName, memberChannelName } from './names';

const refuse = (c: Context<AppEnv>, status: 400 | 401 | 409 | 413, code: string) => c.json({ code }, status);

/** The merchant's webhook secret (LIVE_WEBHOOK_SECRETS), or null for a merchant this portal does not know. */
function secretOf(env: Env, merchantCode: string): string | null {
  try {
    const secrets = JSON.parse(env.LIVE_WEBHOOK_SECRETS ?? '{}') as Record<string, unknown>;
    const secret = Object.hasOwn(secrets, merchantCode) ? secrets[merchantCode] : null;
    return typeof secret === 'string' && secret.length >= 16 ? secret : null;
  } catch {
    return null;
  }
}

async function hmacHex(secret: string, text: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const sig = new Uint8Array(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(text)));
  return [...sig].map((b) => b.toString(16).padStart(2, '0')).join('');
}

function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/** x-live-signature: t=<unix ms>,v1=<hex> */
function parseSignature(header: string | undefined): { t: number; v1: string } | null {
  const parts = Object.fromEntries((header ?? '').split(',').map((p) => p.trim().split('=', 2) as [string, string]));
  const t = Number(parts.t);
  const v1 = parts.v1 ?? '';
  return Number.isSafeInteger(t) && /^[0-9a-f]{64}$/.test(v1) ? { t, v1 } : null;
}

/**
 * POST /live/events: a gateway's event (shared/api/live.ts), signed with its merchant's
 * secret over the timestamp and the body. Checked in this order, each refusal before any
 * object is touched: size, signature, timestamp window; then the object of the event's stream
 * takes it once (it keeps the ids it has taken: a replay inside the window gets 409).
 */
export async function liveWebhook(c: Context<AppEnv>): Promise<Response> {
  let raw: string;
  try {
    raw = new TextDecoder().decode((await readLimited(c.req.raw, LIVE_EVENT_MAX_BYTES)) ?? new ArrayBuffer(0));
  } catch (error) {
    if (error instanceof BodyTooLargeError) return refuse(c, 413, 'TOO_LARGE');
    throw error;
  }
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return refuse(c, 400, 'MALFORMED');
  }
  const merchantCode = (json as { merchantCode?: unknown } | null)?.merchantCode;
  const secret = typeof merchantCode === 'string' ? secretOf(c.env, merchantCode) : null;
  const signature = parseSignature(c.req.header('x-live-signature'));
  if (!secret || !signature || !sameText(signature.v1, await hmacHex(secret, `${signature.t}.${raw}`))) return refuse(c, 401, 'BAD_SIGNATURE');
  if (Math.abs(Date.now() - signature.t) > LIVE_SIGNATURE_WINDOW_MS) return refuse(c, 401, 'STALE_TIMESTAMP');
  const parsed = liveEventSchema.safeParse(json);
  if (!parsed.success) return refuse(c, 400, 'MALFORMED');
  const event = parsed.data;
  const body = { id: event.id, kind: event.kind, at: event.at, data: event.data };
  const published =
    event.scope === 'member'
      ? await c.env.LIVE_MEMBER.get(c.env.LIVE_MEMBER.idFromName(memberChannelName(event.merchantCode, event.account))).publish(body)
      : await c.env.LIVE_BRAND.get(c.env.LIVE_BRAND.idFromName(brandShardName(event.merchantCode, 0))).publish({ ...body, merchantCode: event.merchantCode });
  if (!published.ok) return refuse(c, 409, 'REPLAYED');
  return c.json({ seq: published.seq }, 202);
}
