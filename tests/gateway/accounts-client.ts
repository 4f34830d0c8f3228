/** Helpers of the accounts tests: encrypted bodies, logins, the dev outbox, throwaway members. */
import { CompactEncrypt, importJWK } from 'jose';
import type { Envelope, LoginRequest } from '@shared/api';
import { admin, GATEWAY_URL, gatewayFetch, type Answer } from './client';

/** Public half of gateway/wrangler.toml JWE_PRIVATE_KEY (what a brand's edge worker holds). */
const PUBLIC_JWK = {
  kty: 'EC',
  x: 'cOv0UKpAb57sN-tXCa-1yuUxBhwhpK_6c5ZsYbB28C8',
  y: 'oQUglIO4nwEZ51u43kgDcSekLMfw3zHqDO79HJiAlQs',
  crv: 'P-256',
  alg: 'ECDH-ES+A256KW',
  kid: 'dev-2026-11',
};

const publicKey = importJWK(PUBLIC_JWK, 'ECDH-ES+A256KW');

export const encrypt = async (payload: unknown) =>
  new CompactEncrypt(new TextEncoder().encode(JSON.stringify(payload)))
    .setProtectedHeader({ alg: 'ECDH-ES+A256KW', enc: 'A256GCM', kid: PUBLIC_JWK.kid })
    .encrypt(await publicKey);

export interface CallOptions {
  ip: string;
  merchant?: string;
  token?: string;
  /** send the body as compact JWE (default for the encrypted paths) */
  encrypted?: boolean;
  /** the Language header the edge worker sends (default en) */
  language?: string;
  /** more headers the edge worker sets (X-Login-Binding, ...) */
  headers?: Record<string, string>;
}

export async function call<T>(method: string, path: string, body: unknown, o: CallOptions): Promise<Answer<T>> {
  const headers: Record<string, string> = {
    'X-Merchant-Code': o.merchant ?? 'DEMO',
    'X-Client-IP': o.ip,
    'X-Client-Country': 'VN',
    Language: o.language ?? 'en',
    ...o.headers,
  };
  if (o.token) headers.Authorization = `Bearer ${o.token}`;
  let payload: string | undefined;
  if (body !== undefined) {
    headers['Content-Type'] = o.encrypted ? 'application/jose' : 'application/json';
    payload = o.encrypted ? await encrypt(body) : JSON.stringify(body);
  }
  const res = await gatewayFetch(GATEWAY_URL + path, { method, headers, body: payload });
  return { status: res.status, headers: res.headers, body: (await res.json()) as Envelope<T> };
}

export const login = <T>(request: LoginRequest, o: CallOptions) => call<T>('POST', '/wps/session/login', request, { encrypted: true, ...o });

export const byPassword = (username: string, password: string, extra: Partial<LoginRequest> = {}): LoginRequest => ({
  type: 'username',
  username,
  password,
  ...extra,
});

let counter = 0;
const runId = Math.random().toString(36).slice(2, 7);

/**
 * A unique test address per call, in IPv6's documentation range (2001:db8::/32): 48 random bits
 * per test file and a counter. The 198.18.x.y addresses before it had 62,500 places and a pattern
 * by file, so two files now and then drew the same address, and one file's failed logins made
 * the other's first login ask for a captcha (CAPTCHA_INVALID in a withdrawal test).
 */
const fileBits = Array.from(crypto.getRandomValues(new Uint16Array(3)), (n) => n.toString(16)).join(':');
export const freshIp = () => {
  counter += 1;
  return `2001:db8:${fileBits}::${counter.toString(16)}`;
};

/** A unique 9-digit Vietnamese-style mobile number starting with 3. */
export const freshMobile = () => `3${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

export interface NewMember {
  username: string;
  password: string;
  mobileNum?: string;
  countryDialingCode?: string;
  email?: string;
  passwordChangedAt?: number;
  opening?: number;
  type?: number;
  /** the referral code the member registered with */
  referralCode?: string;
}

/** A throwaway member of DEMO (or merchant) made through POST /__admin/members. */
export async function makeMember(fields: Partial<NewMember> = {}, merchant = 'DEMO'): Promise<NewMember> {
  counter += 1;
  const m: NewMember = { username: `t_${runId}_${counter}_${Date.now() % 100000}`, password: 'Start1234', ...fields };
  const res = await admin('POST', '/members', { merchantCode: merchant, ...m });
  if (res.status !== 200) throw new Error(`makeMember: ${res.status} ${JSON.stringify(res.body)}`);
  return m;
}

export interface OutboxEntry {
  id: number;
  merchantCode: string;
  channel: 'sms' | 'email';
  destination: string;
  code: string;
  purpose: string;
  createdAt: number;
}

/** The newest outbox entries for a destination and purpose. */
export async function outbox(destination: string, purpose: string): Promise<OutboxEntry[]> {
  const q = new URLSearchParams({ destination, purpose });
  const res = await admin<OutboxEntry[]>('GET', `/outbox?${q}`);
  return res.body.value;
}

export const resetMember = (username: string, merchantCode = 'DEMO') => admin('POST', '/members/reset', { merchantCode, username });
