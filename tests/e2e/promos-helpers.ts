/** Helpers of the promotions, point-mall and download e2e tests: throwaway members, login through the header, image files, QR decoding. */
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import type { Locator, Page } from 'playwright-core';
import { GATEWAY_URL, t, waitForHydration } from './browser';
import { logInThroughHeader } from './login-helpers';
import { OPERATOR_HEADERS } from '../setup/operator';

const ADMIN = OPERATOR_HEADERS;

async function adminPost(path: string, body: unknown) {
  const res = await fetch(`${GATEWAY_URL}/__admin${path}`, { method: 'POST', headers: ADMIN, body: JSON.stringify(body) });
  if (res.status !== 200) throw new Error(`admin ${path}: ${res.status} ${await res.text()}`);
  return res.json() as Promise<{ value: unknown }>;
}

export async function adminGet<T>(path: string): Promise<T> {
  const res = await fetch(`${GATEWAY_URL}/__admin${path}`, { headers: ADMIN });
  return ((await res.json()) as { value: T }).value;
}

let counter = 0;
/** A new DEMO member (letters and digits, as the login form accepts), with an opening balance. */
export async function freshMember(opening = 100_000): Promise<{ username: string; password: string }> {
  counter += 1;
  const username = `pm${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 4)}`.slice(0, 16);
  const password = 'Promo1234';
  await adminPost('/members', { merchantCode: 'DEMO', username, password, opening });
  return { username, password };
}

export const grantPoints = (username: string, points: number) => adminPost('/promotions/points', { merchantCode: 'DEMO', username, points });
export const reviewActivity = (username: string, promotionId: number, state: 'issued' | 'rejected') =>
  adminPost('/promotions/review', { merchantCode: 'DEMO', username, promotionId, state });

/**
 * Logs in through the header's login dialog, waits for the balance, and opens `path`
 * (a login sends the player to /, docs/product.md 4).
 */
export async function loginThroughHeader(page: Page, username: string, password: string, path: string): Promise<void> {
  await logInThroughHeader(page, username, password, { url: path });
  await page.waitForURL((url) => url.pathname === '/');
  await page.goto(path, { waitUntil: 'load' });
  await waitForHydration(page);
}

/** A translation with its {{placeholders}} filled. */
export const tr = (key: string, values: Record<string, string | number> = {}) =>
  t('ty', key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** A png file of `size` bytes: the signature the gateway checks, then padding. */
export function pngFile(name: string, size = 2048) {
  const buffer = Buffer.alloc(size, 7);
  buffer.set(PNG_SIGNATURE);
  return { name, mimeType: 'image/png', buffer };
}

export const gifFile = (name: string) => ({ name, mimeType: 'image/gif', buffer: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'binary') });

/** Decodes the QR code shown in an element from a screenshot of it (jsqr + pngjs). */
export async function decodeQr(element: Locator): Promise<string | null> {
  const png = PNG.sync.read(await element.screenshot());
  return jsQR(new Uint8ClampedArray(png.data.buffer, png.data.byteOffset, png.data.length), png.width, png.height)?.data ?? null;
}
