/** HTTP helpers for the gateway tests; the harness starts the gateway at GATEWAY_URL. */
import type { Envelope } from '@shared/api';
import { ADMIN_TOKEN } from '../setup/operator';
import { serverSet } from '../setup/urls';

// this file's server set (the e2e tests that use these helpers run side by side, each on its own)
export const GATEWAY_URL = serverSet().gateway;
export { ADMIN_TOKEN };

export interface Answer<T> {
  status: number;
  headers: Headers;
  body: Envelope<T>;
}

const DEV_PROXY_DROP = 'Your worker restarted mid-request';

/**
 * fetch to the test gateway, sent again (up to 5 times) when wrangler dev's own proxy answers
 * 503 "Your worker restarted mid-request", or the connection is reset before any answer: under bursts of concurrent POSTs its ProxyWorker
 * sometimes loses the connection to workerd without any restart (cloudflare/workers-sdk
 * #14641, #15317), and the request may or may not have reached the gateway. Sending it again
 * is what a real client does, and what the money calls' idempotency keys are for; the money
 * tests then prove nothing moved twice. Any other answer is returned as it is.
 */
export async function gatewayFetch(url: string, init: RequestInit = {}): Promise<Response> {
  for (let attempt = 1; ; attempt++) {
    let res: Response;
    try {
      res = await fetch(url, init);
    } catch (error) {
      // the same drop seen as a reset connection (through the test front, scripts/fault-front.mjs)
      if (attempt > 5 || !isConnectionReset(error)) throw error;
      continue;
    }
    if (res.status !== 503 || attempt > 5) return res;
    const text = await res.clone().text();
    if (!text.startsWith(DEV_PROXY_DROP)) return res;
  }
}

const isConnectionReset = (error: unknown) =>
  error instanceof TypeError && /ECONNRESET|socket hang up|other side closed/i.test(String((error as { cause?: unknown }).cause ?? ''));

async function call<T>(path: string, init: RequestInit): Promise<Answer<T>> {
  const res = await gatewayFetch(GATEWAY_URL + path, init);
  return { status: res.status, headers: res.headers, body: (await res.json()) as Envelope<T> };
}

/** GET as a brand's edge worker would, with merchant and visitor headers. */
export const get = <T>(path: string, merchant: string | null = 'DEMO', headers: Record<string, string> = {}) =>
  call<T>(path, { headers: { ...(merchant ? { 'X-Merchant-Code': merchant } : {}), Language: 'en', ...headers } });

/** An operator call; pass token null to send none. */
export const admin = <T>(method: string, path: string, body?: unknown, token: string | null = ADMIN_TOKEN) =>
  call<T>(`/__admin${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { 'X-Admin-Token': token } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
