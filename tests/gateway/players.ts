/**
 * Players of the gateway's game tests: a fresh member logged in from an address of its own
 * (token, address, member id), its balance, and the vendor's signed seamless-wallet callback.
 */
import { createHmac } from 'node:crypto';
import { expect } from 'vitest';
import type { Balance, MemberInfo } from '../../shared/contract';
import { byPassword, call, freshIp, login, makeMember } from './accounts-client';
import { GATEWAY_URL } from './client';

/** The vendor callback secret of the reference gateway's dev config. */
export const VENDOR_SECRET = 'dev-vendor-callback-secret';

export interface Player {
  token: string;
  ip: string;
  id: number;
}

/** A new member (opening balance, account type) logged in from a fresh address. */
export async function newPlayer(opening = 1_000_000, type = 0): Promise<Player> {
  const m = await makeMember({ opening, type });
  const ip = freshIp();
  const res = await login<{ token: string }>(byPassword(m.username, m.password), { ip });
  expect(res.body.success, JSON.stringify(res.body)).toBe(true);
  const token = res.body.value.token;
  const info = await call<MemberInfo>('GET', '/wps/member/info', undefined, { ip, token });
  return { token, ip, id: info.body.value.id };
}

export const balance = async (p: Player) => (await call<Balance>('GET', '/wps/v2/wallets/balance', undefined, p)).body.value.sumBalance;

/** The seamless-wallet callback as the vendor sends it, signed with secret. */
export async function walletCallback(body: unknown, secret = VENDOR_SECRET) {
  const raw = JSON.stringify(body);
  const res = await fetch(`${GATEWAY_URL}/seamless/wallet`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'X-Vendor-Signature': createHmac('sha256', secret).update(raw).digest('hex') },
    body: raw,
  });
  return { status: res.status, body: (await res.json()) as { success: boolean; code: string; value: { balance: number; duplicate: boolean } } };
}

/** The payment provider stand-in's secret (gateway/wrangler.toml PAYMENT_CALLBACK_SECRET). */
const PAYMENT_SECRET = 'dev-payment-callback-secret';

/** The payment provider's signed notice that a deposit order was paid. */
export async function paymentNotice(body: unknown, secret = PAYMENT_SECRET) {
  const raw = JSON.stringify(body);
  const res = await fetch(`${GATEWAY_URL}/payments/notify`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'X-Payment-Signature': createHmac('sha256', secret).update(raw).digest('hex') },
    body: raw,
  });
  return { status: res.status, body: (await res.json()) as { success: boolean; code: string; value: { duplicate: boolean } | null } };
}

