/** HTTP helpers for the gateway tests; the harness starts the gateway at GATEWAY_URL. */
import { inject } from 'vitest';
import type { Envelope } from '../../shared/contract';

// vitest mirrors the process environment in import.meta.env
const env = import.meta.env as Record<string, string | undefined>;
export const GATEWAY_URL = inject('GATEWAY_URL') ?? env.GATEWAY_URL ?? 'http://127.0.0.1:8798';
export const ADMIN_TOKEN = env.GATEWAY_ADMIN_TOKEN ?? 'dev-admin-token';

export interface Answer<T> {
  status: number;
  headers: Headers;
  body: Envelope<T>;
}

async function call<T>(path: string, init: RequestInit): Promise<Answer<T>> {
  const res = await fetch(GATEWAY_URL + path, init);
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
