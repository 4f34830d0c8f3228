/**
 * Players of the gateway's game tests: a fresh member logged in from an address of its own
 * (token, address, member id), its balance, and the vendor's signed seamless-wallet callback.
 */
import { createHmac } from 'node:crypto';
import { expect } from 'vitest';
import type { Balance, MemberInfo } from '@shared/api';
import { byPassword, call, freshIp, login, makeMember } from './accounts-client';
import { GATEWAY_URL, gatewayFetch } from './client';

/** The vendor callback secret of the reference gateway's dev config. */
export const VENDOR_SECRET = 'dev-vendor-callback-secret';

export interface Player {
  token: string;
  ip: string;
  id: number;
  username: string;
  password: string;
}

/** A new member (opening balance, account type) logged in from a fresh address. */
export async function newPlayer(opening = 1_000_000, type = 0): Promise<Player> {
  const m = await makeMember({ opening, type });
  const ip = freshIp();
  const res = await login<{ token: string }>(byPassword(m.username, m.password), { ip });
  expect(res.body.success, JSON.stringify(res.body)).toBe(true);
  const token = res.body.value.token;
  const info = await call<MemberInfo>('GET', '/wps/member/info', undefined, { ip, token });
  return { token, ip, id: info.body.value.id, username: m.username, password: m.password };
}

export const balance = async (p: Player) => (await call<Balance>('GET', '/wps/v2/wallets/balance', undefined, p)).body.value.sumBalance;

/** The seamless-wallet callback as the vendor sends it, signed with secret. */
export async function walletCallback(body: unknown, secret = VENDOR_SECRET) {
  const raw = JSON.stringify(body);
  const res = await gatewayFetch(`${GATEWAY_URL}/seamless/wallet`, {
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
  const res = await gatewayFetch(`${GATEWAY_URL}/payments/notify`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'X-Payment-Signature': createHmac('sha256', secret).update(raw).digest('hex') },
    body: raw,
  });
  return { status: res.status, body: (await res.json()) as { success: boolean; code: string; value: { duplicate: boolean } | null } };
}

/** A call to the vendor stand-in's API (gateway/vendor). */
export async function vendor<T>(path: string, body: unknown, token?: string) {
  const res = await gatewayFetch(`${GATEWAY_URL}/vendor/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return (await res.json()) as { success: boolean; value: T };
}

/** A player with a vendor session and `count` committed rounds of a slot (no money moved yet). */
export async function playerWithRounds(opening: number, count: number): Promise<{ p: Player; rounds: string[] }> {
  const p = await newPlayer(opening);
  return { p, rounds: await roundsFor(p, count) };
}

/** A vendor session of a slot (PG_002, or another game of the stand-in) for the player: its token. */
export async function openSlot(p: Player, gameId = 'PG_002'): Promise<string> {
  const launched = await gatewayFetch(`${GATEWAY_URL}/wps/game/launchGame`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'X-Merchant-Code': 'DEMO', 'X-Client-IP': p.ip, Authorization: `Bearer ${p.token}` },
    body: JSON.stringify({ gameId, vassalage: gameId.split('_')[0], platform: 'html5-desktop', clientType: 3, language: 'en' }),
  });
  const url = new URL(((await launched.json()) as { value: { game_url: string } }).value.game_url);
  const session = await vendor<{ token: string }>('session', { ticket: url.searchParams.get('ticket') });
  return session.value.token;
}

/** A vendor session of a slot for the player, and `count` committed rounds in it (no money moved yet). */
export async function roundsFor(p: Player, count: number, gameId = 'PG_002'): Promise<string[]> {
  const token = await openSlot(p, gameId);
  const rounds: string[] = [];
  for (let i = 0; i < count; i++) rounds.push((await vendor<{ roundId: string }>('commit', {}, token)).value.roundId);
  return rounds;
}

/** The player a browser logged in as (same address, so no second step): its gateway token and id. */
export async function playerOf(username: string, password: string, ip = '127.0.0.1'): Promise<Player> {
  const res = await login<{ token: string }>(byPassword(username, password), { ip });
  expect(res.body.success, JSON.stringify(res.body)).toBe(true);
  const token = res.body.value.token;
  const info = await call<MemberInfo>('GET', '/wps/member/info', undefined, { ip, token });
  return { token, ip, id: info.body.value.id, username, password };
}
