/**
 * (i) the live channel: LIVE_SOCKETS (default 2,000) idle sockets of members on their
 * brand's stream, held on loopback; the portal's memory (workerd RSS, which holds the worker and
 * its Durable Objects, and the worker isolate's JS heap) before and after; then one brand-wide
 * event posted to the webhook and the time until every socket has it (median and last).
 * BENCH_ONLY=live runs (i) alone. It prints and never fails.
 */
import { createHmac, randomUUID } from 'node:crypto';
import WebSocket from 'ws';
import { isolateHeap } from './isolate-heap.mjs';
import { memoryOf } from './load.mjs';

const SOCKETS = Number(process.env.LIVE_SOCKETS ?? 2_000);
/** LIVE_DEFLATE=off: sockets without permessage-deflate (browsers ask for it; its windows cost memory per socket) */
const DEFLATE = process.env.LIVE_DEFLATE !== 'off';
/** sockets opened at once (a page load's worth of handshakes in flight) */
const OPENING = 100;
/** the members the sockets belong to (several tabs each) */
const MEMBERS = 20;
const ADMIN = { 'content-type': 'application/json', 'x-admin-token': 'dev-admin-token' };
/** the dev secret of merchant DEMO (wrangler.toml LIVE_WEBHOOK_SECRETS) */
const SECRET = 'dev-live-webhook-secret-demo';

async function memberCookie(portal, gateway, n) {
  const username = `blive${Date.now() % 1e7}${n}`;
  const password = 'Start1234';
  await fetch(`${gateway}/__admin/members`, { method: 'POST', headers: ADMIN, body: JSON.stringify({ merchantCode: 'DEMO', username, password, opening: 0 }) });
  const res = await fetch(`${portal}/wps/session/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: portal },
    body: JSON.stringify({ type: 'username', username, password }),
  });
  const sid = /(?:^|, )sid=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1];
  if (!sid) throw new Error(`live bench member login failed: ${res.status}`);
  return `sid=${sid}`;
}

function open(portal, cookie) {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${portal.replace(/^http/, 'ws')}/live/socket?stream=brand`, { headers: { cookie, origin: portal }, perMessageDeflate: DEFLATE });
    ws.once('open', () => resolve(ws));
    ws.once('error', reject);
    ws.once('unexpected-response', (_req, res) => reject(new Error(`upgrade answered ${res.statusCode}`)));
  });
}

const mib = (n) => `${n.toFixed(1)} MiB`;

async function memory(pids, heap) {
  const { workerdMiB } = memoryOf(pids.portal);
  const used = (await heap?.usage())?.usedMiB ?? null;
  return { workerdMiB, heapMiB: used };
}

export async function liveRun({ portal, gateway, pids, inspect }) {
  console.log(`\n(i) live channel: ${SOCKETS} idle sockets on the brand's stream (${MEMBERS} members), one brand-wide event`);
  const heap = await isolateHeap(inspect?.portal);
  const cookies = [];
  for (let i = 0; i < MEMBERS; i++) cookies.push(await memberCookie(portal, gateway, i));
  // one socket first: the objects exist before the "before" reading
  const warm = await open(portal, cookies[0]);
  await new Promise((r) => setTimeout(r, 1_000));
  const before = await memory(pids, heap);
  const sockets = [];
  const started = performance.now();
  for (let i = 0; i < SOCKETS; i += OPENING) {
    const batch = Array.from({ length: Math.min(OPENING, SOCKETS - i) }, (_, j) => open(portal, cookies[(i + j) % MEMBERS]));
    sockets.push(...(await Promise.all(batch)));
  }
  const openMs = performance.now() - started;
  // idle: nothing but the sockets for a while
  await new Promise((r) => setTimeout(r, 10_000));
  const held = await memory(pids, heap);
  const open_ = sockets.filter((ws) => ws.readyState === WebSocket.OPEN).length;

  const id = randomUUID();
  const arrivals = [];
  const all = Promise.all(
    sockets.map(
      (ws) =>
        new Promise((resolve) => {
          const onMessage = (data) => {
            if (!String(data).includes(id.slice(0, 8))) return;
            arrivals.push(performance.now());
            ws.off('message', onMessage);
            resolve();
          };
          ws.on('message', onMessage);
        }),
    ),
  );
  const body = JSON.stringify({ id, at: Date.now(), merchantCode: 'DEMO', scope: 'brand', kind: 'win.big', data: { amount: 5_000_000, game: 'Bench', tag: id.slice(0, 8) } });
  const t = Date.now();
  const sent = performance.now();
  const res = await fetch(`${portal}/live/events`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-live-signature': `t=${t},v1=${createHmac('sha256', SECRET).update(`${t}.${body}`).digest('hex')}` },
    body,
  });
  const accepted = performance.now() - sent;
  const timeout = new Promise((r) => setTimeout(r, 30_000, 'timeout'));
  const outcome = await Promise.race([all.then(() => 'all'), timeout]);
  const times = arrivals.map((a) => a - sent).sort((a, b) => a - b);
  const after = await memory(pids, heap);

  console.log(`  opened ${open_}/${SOCKETS} sockets in ${(openMs / 1000).toFixed(1)} s (${OPENING} handshakes at a time), held idle 10 s`);
  console.log(
    `  portal workerd RSS (worker and its Durable Objects): ${mib(before.workerdMiB)} -> ${mib(held.workerdMiB)} with the sockets (${(((held.workerdMiB - before.workerdMiB) * 1024) / SOCKETS).toFixed(1)} KiB per socket)`,
  );
  if (before.heapMiB !== null && held.heapMiB !== null)
    console.log(`  worker isolate JS heap used: ${mib(before.heapMiB)} -> ${mib(held.heapMiB)}; after the event ${mib(after.heapMiB ?? 0)}`);
  console.log(
    `  brand-wide event: webhook answered ${res.status} in ${accepted.toFixed(0)} ms; reached ${times.length}/${SOCKETS} sockets${outcome === 'timeout' ? ' (30 s time-out)' : ''}: median ${(times[Math.floor(times.length / 2)] ?? 0).toFixed(0)} ms, last ${(times.at(-1) ?? 0).toFixed(0)} ms after it was sent`,
  );
  for (const ws of [warm, ...sockets]) ws.terminate();
  heap?.close();
}
