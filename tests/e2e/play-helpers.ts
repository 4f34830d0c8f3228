/** Helpers of the play e2e tests: throwaway members, logged-in pages, the header balance. */
import type { Page } from 'playwright-core';
import { GATEWAY_URL } from './browser';
import { signIn } from './login-helpers';
import { OPERATOR_HEADERS } from '../setup/operator';

const ADMIN = OPERATOR_HEADERS;
let counter = 0;

/** A new DEMO member with an opening balance, made through the gateway's operator API. */
export async function makePlayer(opening = 1_000_000, type = 0) {
  counter += 1;
  const username = `p${Date.now().toString(36)}${counter}`;
  const password = 'Play1234';
  const res = await fetch(`${GATEWAY_URL}/__admin/members`, {
    method: 'POST',
    headers: ADMIN,
    body: JSON.stringify({ merchantCode: 'DEMO', username, password, opening, type }),
  });
  if (res.status !== 200) throw new Error(`makePlayer: ${res.status} ${await res.text()}`);
  return { username, password };
}

export async function gatewayAdmin(path: string, body: unknown) {
  const res = await fetch(`${GATEWAY_URL}/__admin${path}`, { method: 'POST', headers: ADMIN, body: JSON.stringify(body) });
  if (res.status !== 200) throw new Error(`admin ${path}: ${res.status}`);
}

/** Opens `path` logged in (the session cookie, no login dialog: these tests are about play), showing the balance. */
export async function logIn(page: Page, user: { username: string; password: string }, path = '/') {
  await signIn(page, user.username, user.password, { url: path });
}

/** The header balance as a number (the TY format groups with dots). */
export async function headerBalance(page: Page): Promise<number> {
  const text = (await page.getByTestId('balance').textContent()) ?? '';
  const digits = text.replace(/[^\d-]/g, '');
  if (!digits) throw new Error(`no balance in "${text}"`);
  return Number(digits);
}
