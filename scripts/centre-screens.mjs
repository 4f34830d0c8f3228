#!/usr/bin/env node
/**
 * Screenshots of every member-centre and agent-centre page, to look at as a player would: the
 * demo member's and the demo agent's centres at 390 px (a phone) and 1366 px (a desktop), in
 * Vietnamese and English, saved as .tmp/screens/<centre>-<page>-<lang>-<width>[-<n>].png. A page
 * longer than the screen gets further shots, its content scrolled by a screen each time (up
 * to 4). Not part of the test run: a way to look, after `npm start` (or against the test
 * servers of `node scripts/serve.mjs --mode test`).
 *
 *   node scripts/centre-screens.mjs                        every page, both widths, vi and en
 *   PORTAL_URL=http://127.0.0.1:8797 node scripts/centre-screens.mjs
 *   node scripts/centre-screens.mjs --only transactionHistory,agentTeamManagement --langs en --widths 390
 *   node scripts/centre-screens.mjs --activity             first moves money as the demo member does
 *                                                          (a game wallet's transfer in and back) and
 *                                                          registers two downlines of the demo agent,
 *                                                          so the records and the team have rows
 *
 * Chromium is /usr/bin/chromium (npm test installs it when missing). It logs in through the
 * portal's own login call (the sid cookie), as the e2e tests' signIn does.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PORTAL = process.env.PORTAL_URL ?? 'http://127.0.0.1:8787';
const out = path.join(root, '.tmp', 'screens');
mkdirSync(out, { recursive: true });

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && process.argv[i + 1] ? process.argv[i + 1].split(',') : fallback;
};
const only = arg('only', null);
const langs = arg('langs', ['vi', 'en']);
const widths = arg('widths', ['390', '1366']).map(Number);

/** The page ids of a centre, from its registry (one `page('<id>', ...)` line each, in the menu's order). */
const pagesOf = (file) => [...readFileSync(path.join(root, file), 'utf8').matchAll(/page\('(\w+)'/g)].map((m) => m[1]);
const CENTRES = [
  { centre: 'member', user: 'demo_member', password: 'Demo1234', pages: pagesOf('client/features/member-centre/registry.ts') },
  { centre: 'agent', user: 'demo_agent', password: 'Agent1234', pages: pagesOf('client/features/agent-centre/registry.ts') },
];

async function login(username, password) {
  const res = await fetch(`${PORTAL}/wps/session/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: PORTAL },
    body: JSON.stringify({ type: 'username', username, password }),
  });
  const body = await res.json();
  const sid = res.headers
    .getSetCookie()
    .map((c) => /^sid=([^;]+)/.exec(c)?.[1])
    .find(Boolean);
  if (!body.success || !sid) throw new Error(`login of ${username}: ${res.status} ${JSON.stringify(body)}`);
  return sid;
}

/** A call through the portal as the browser sends it. */
const send = (sid, pathname, body) =>
  fetch(`${PORTAL}${pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: PORTAL, cookie: `sid=${sid}` },
    body: JSON.stringify(body),
  });

/** Two downlines of the demo agent (a long-named agent and a member under the agent), so team management has rows. */
async function agentActivity(sid) {
  const stamp = Date.now().toString(36);
  const res = await send(sid, '/wps/agent/register', {
    username: `scr${stamp}longname`.slice(0, 16),
    password: 'Down1234',
    confirmPassword: 'Down1234',
    type: 1,
  });
  const res2 = await send(sid, '/wps/agent/register', { username: `scm${stamp}`, password: 'Down1234', confirmPassword: 'Down1234', type: 0 });
  console.log(`downlines: ${res.status} ${res2.status}`);
}

/** A game wallet's transfer in and back, through the portal as the member's browser sends it. */
async function activity(sid) {
  for (const [direction, amount] of [
    ['in', 20_000],
    ['out', 5_000],
  ]) {
    const res = await send(sid, '/wps/v2/wallets/transfer', { vendor: 'SABA', direction, amount, requestId: `screens_${Date.now()}_${direction}` });
    console.log(`transfer ${direction} ${amount}: ${res.status}`);
  }
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-dev-shm-usage'] });
let shots = 0;
try {
  for (const { centre, user, password, pages } of CENTRES) {
    const sid = await login(user, password);
    if (process.argv.includes('--activity')) await (centre === 'member' ? activity(sid) : agentActivity(sid));
    for (const lang of langs) {
      for (const width of widths) {
        const context = await browser.newContext({ viewport: { width, height: width > 600 ? 768 : 844 }, locale: 'en-US', baseURL: PORTAL });
        await context.addCookies([
          { name: 'sid', value: sid, url: PORTAL, httpOnly: true, sameSite: 'Lax' },
          { name: 'lang', value: lang, url: PORTAL, sameSite: 'Lax' },
        ]);
        const page = await context.newPage();
        page.on('pageerror', (e) => console.log(`  page error on ${page.url()}: ${e}`));
        for (const id of pages) {
          if (only && !only.includes(id)) continue;
          await page.goto(`/?centre=${centre}/${id}`, { waitUntil: 'load' });
          const dialog = page.locator('.centre-dialog');
          await dialog.waitFor({ timeout: 20_000 }).catch(() => console.log(`  ${centre}/${id}: no centre dialog`));
          // loaded: no spinner or skeleton left in the page (a page may have none)
          await page
            .waitForFunction(() => !document.querySelector('.centre-page [aria-busy="true"], .centre-page .loading, .centre-page .skeleton'), null, {
              timeout: 15_000,
            })
            .catch(() => console.log(`  ${centre}/${id}: still loading`));
          await page.waitForLoadState('networkidle').catch(() => {});
          const base = `${centre}-${id}-${lang}-${width}`;
          await page.screenshot({ path: path.join(out, `${base}.png`) });
          shots += 1;
          // the rest of a long page: its scrolling box moved on by a screen at a time
          for (let n = 2; n <= 4; n++) {
            const moved = await page.evaluate(() => {
              const boxes = [...document.querySelectorAll('.centre-dialog, .centre-dialog *')].filter((el) => {
                const s = getComputedStyle(el);
                return /(auto|scroll)/.test(s.overflowY) && el.scrollHeight > el.clientHeight + 4;
              });
              const box = boxes.sort((a, b) => b.clientHeight - a.clientHeight)[0];
              if (!box || box.scrollTop + box.clientHeight >= box.scrollHeight - 4) return false;
              box.scrollTop += box.clientHeight - 60;
              return true;
            });
            if (!moved) break;
            await page.screenshot({ path: path.join(out, `${base}-${n}.png`) });
            shots += 1;
          }
        }
        await context.close();
      }
    }
  }
} finally {
  await browser.close();
}
console.log(`${shots} screenshots in ${path.relative(root, out)}`);
