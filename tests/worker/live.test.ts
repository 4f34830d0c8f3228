/**
 * The live channel at the edge: who may open GET /live/socket, what the webhook refuses,
 * and that a member's socket gets that member's events and nobody else's, in workerd with the
 * Durable Objects wrangler dev runs.
 */
import { createHmac, randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LIVE_CLOSE } from '@shared/api/live';
import { ORIGIN, PORTAL_URL, raw } from './http';
import { brandEvent, memberEvent, openLive, postWebhook, sessionCookie, untilMarker, WEBHOOK_SECRETS } from './live-client';

const upgradeHeaders = (extra: Record<string, string>) => ({
  connection: 'Upgrade',
  upgrade: 'websocket',
  'sec-websocket-version': '13',
  'sec-websocket-key': Buffer.from(randomUUID().slice(0, 16)).toString('base64'),
  ...extra,
});
const unique = (prefix: string) => `${prefix}_${randomUUID().slice(0, 8)}`;

describe('GET /live/socket: the upgrade', () => {
  it('is refused from another origin and without an upgrade; without a session of the brand it closes at once, saying so', async () => {
    const cookie = await sessionCookie('live_checks');
    expect((await raw('/live/socket', { headers: upgradeHeaders({ origin: 'http://evil.example', cookie }) })).status).toBe(403);
    // no Origin at all: not a browser page of this site
    expect((await raw('/live/socket', { headers: upgradeHeaders({ cookie }) })).status).toBe(403);
    // no session, a session cookie that is not one, a Demo Club session on Lucky Star's host (the
    // session middleware drops it): the page's session ended meanwhile, as far as it can tell.
    // Not a refused handshake, which a browser logs as an error and a page would try again
    const withoutSession = [openLive(''), openLive('sid=forged'), openLive(cookie, '', ORIGIN.lucky)];
    for (const socket of await Promise.all(withoutSession)) {
      expect(await socket.closed).toEqual({ code: LIVE_CLOSE.noSession, reason: 'not logged in' });
      expect(socket.frames).toEqual([]);
    }
    expect((await raw('/live/socket', { headers: { origin: ORIGIN.demo, cookie } })).status).toBe(426);
    // and the same session with everything right is upgraded
    const live = await openLive(cookie);
    expect(live.ws.readyState).toBe(1);
    live.ws.close();
  });

  it('closes a socket that sends more than a small message, and answers ping without it', async () => {
    const live = await openLive(await sessionCookie(unique('live_big')));
    // the object's first frame (the stream's number) comes before anything the page asks
    await live.hello;
    const pong = new Promise<string>((resolve) => live.ws.addEventListener('message', (e) => resolve(String(e.data)), { once: true }));
    live.ws.send('ping');
    expect(await pong).toBe('pong');
    live.frames.length = 0;
    live.ws.send('x'.repeat(1024));
    expect((await live.closed).code).toBe(1009);
  });
});

describe('POST /live/events: the webhook', () => {
  it('takes a signed event once and refuses a bad signature, an old or future timestamp and a replayed id', async () => {
    const account = unique('live_hook');
    const live = await openLive(await sessionCookie(account));
    const body = memberEvent(account, 'deposit.paid', { orderNo: 'D1' });
    expect((await postWebhook({ body, secret: 'another-secret-of-the-right-length' })).status).toBe(401);
    expect((await postWebhook({ body, t: Date.now() - 6 * 60_000 })).json).toEqual({ code: 'STALE_TIMESTAMP' });
    expect((await postWebhook({ body, t: Date.now() + 6 * 60_000 })).status).toBe(401);
    expect((await postWebhook({ body: memberEvent(account, 'deposit.paid', {}, 'NOSUCH') })).status).toBe(401);
    const taken = await postWebhook({ body });
    expect(taken.status).toBe(202);
    expect((await postWebhook({ body })).json).toEqual({ code: 'REPLAYED' });
    // a body changed after signing: the signature no longer fits
    const t = Date.now();
    const v1 = createHmac('sha256', WEBHOOK_SECRETS.DEMO!).update(`${t}.${body}`).digest('hex');
    const changed = body.replace('"D1"', '"D2"').replace(/"id":"[^"]+"/, `"id":"${randomUUID()}"`);
    const tampered = await fetch(`${PORTAL_URL}/live/events`, { method: 'POST', headers: { 'x-live-signature': `t=${t},v1=${v1}` }, body: changed });
    expect(tampered.status).toBe(401);
    // one more event, taken: a refused one let through would have come before it
    expect((await postWebhook({ body: memberEvent(account, 'message.arrived', { marker: 'last' }) })).status).toBe(202);
    const frames = await untilMarker(live, 'last');
    expect(frames).toHaveLength(2);
    expect(frames[0]).toMatchObject({ seq: 1, kind: 'deposit.paid', data: { orderNo: 'D1' } });
    expect(frames[1]).toMatchObject({ seq: 2, kind: 'message.arrived', data: { marker: 'last' } });
    live.ws.close();
  });

  it('refuses a malformed, an unknown kind or a large event', async () => {
    const account = unique('live_bad');
    expect((await postWebhook({ body: memberEvent(account, 'wallet.drained') })).status).toBe(400);
    expect((await postWebhook({ body: JSON.stringify({ merchantCode: 'DEMO', scope: 'member' }) })).status).toBe(400);
    // a balance the page would write into its cache is a number or nothing
    expect((await postWebhook({ body: memberEvent(account, 'deposit.paid', { balance: '1e9' }) })).status).toBe(400);
    expect((await postWebhook({ body: memberEvent(account, 'deposit.paid', { balance: 250_000 }) })).status).toBe(202);
    expect((await postWebhook({ body: memberEvent(account, 'message.arrived', { text: 'x'.repeat(5000) }) })).status).toBe(413);
  });
});

describe('a member’s stream', () => {
  it('replays what a page missed after the number it saw, and only that', async () => {
    const account = unique('live_resume');
    const cookie = await sessionCookie(account);
    const first = await openLive(cookie);
    for (const n of [1, 2]) expect((await postWebhook({ body: memberEvent(account, 'message.arrived', { n }) })).status).toBe(202);
    await first.waitFor(2);
    first.ws.close();
    await first.closed;
    for (const n of [3, 4]) expect((await postWebhook({ body: memberEvent(account, 'message.arrived', { n }) })).status).toBe(202);
    const back = await openLive(cookie, '?after=2');
    const frames = await back.waitFor(2);
    expect(frames.map((f) => f.seq)).toEqual([3, 4]);
    expect(frames.map((f) => f.data.n)).toEqual([3, 4]);
    // numbers from before this object knew them (a reset): the page is told to fetch everything again
    const ahead = await openLive(cookie, '?after=99');
    expect((await ahead.waitFor(1))[0]).toMatchObject({ kind: 'resync', seq: 4 });
    back.ws.close();
    ahead.ws.close();
  });

  it('a page that has seen no event yet resumes from the number its first frame gave it: nothing sent meanwhile is lost', async () => {
    const account = unique('live_hello');
    const cookie = await sessionCookie(account);
    expect((await postWebhook({ body: memberEvent(account, 'message.arrived', { n: 1 }) })).status).toBe(202);
    // a tab opened after that event: it has seen none, and its first frame says where the stream stands
    const tab = await openLive(cookie);
    expect(await tab.hello).toMatchObject({ kind: 'hello', seq: 1 });
    tab.ws.close();
    await tab.closed;
    // points granted while its socket was down
    expect((await postWebhook({ body: memberEvent(account, 'points.changed', { n: 2 }) })).status).toBe(202);
    const back = await openLive(cookie, `?after=${(await tab.hello).seq}`);
    expect((await back.waitFor(1)).map((f) => [f.seq, f.kind, f.data.n])).toEqual([[2, 'points.changed', 2]]);
    // a resume is told the current number too, after its replay's frames are numbered
    expect(await back.hello).toMatchObject({ kind: 'hello', seq: 2 });
    // a stream with no event yet starts at 0
    const fresh = await openLive(await sessionCookie(unique('live_hello0')));
    expect(await fresh.hello).toMatchObject({ kind: 'hello', seq: 0 });
    back.ws.close();
    fresh.ws.close();
  });

  it('ends every socket of the member once a break starts', async () => {
    const account = unique('live_break');
    const cookie = await sessionCookie(account);
    const tabs = await Promise.all([openLive(cookie), openLive(cookie)]);
    expect((await postWebhook({ body: memberEvent(account, 'break.started', { kind: 'break', until: Date.now() + 86_400_000 }) })).status).toBe(202);
    for (const tab of tabs) {
      expect((await tab.waitFor(1))[0]!.kind).toBe('break.started');
      expect((await tab.closed).code).toBe(4401);
    }
  });

  it('a brand-wide event reaches a socket on every shard', async () => {
    const cookie = await sessionCookie(unique('live_brand'));
    // pages pick one of the brand's shards at random: enough sockets to cover them all
    const pages = await Promise.all(Array.from({ length: 16 }, () => openLive(cookie, '?stream=brand')));
    const before = pages.map((p) => p.frames.length);
    expect((await postWebhook({ body: brandEvent('win.big', { amount: 5000, game: 'Dice' }) })).status).toBe(202);
    for (const [i, page] of pages.entries()) {
      const frames = await page.waitFor(before[i]! + 1);
      expect(frames.at(-1)).toMatchObject({ kind: 'win.big', data: { amount: 5000 } });
    }
    // every shard numbers it alike: the last number is the same on all
    expect(new Set(pages.map((p) => p.frames.at(-1)?.seq)).size).toBe(1);
    for (const p of pages) p.ws.close();
  });
});

describe('property: a member’s socket never gets another member’s event', () => {
  it('over many members and events', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 2, max: 5 }),
        fc.array(fc.tuple(fc.nat(), fc.constantFrom('deposit.paid', 'withdrawal.paid', 'message.arrived', 'transfer', 'points.changed')), {
          minLength: 1,
          maxLength: 12,
        }),
        async (count, events) => {
          const run = randomUUID().slice(0, 6);
          // accounts that differ by a character, by case, and by a merchant prefix-like suffix
          const accounts = Array.from({ length: count }, (_, i) => (i % 2 ? `m${run}_${i}` : `M${run}_${i}`));
          const sockets = await Promise.all(accounts.map(async (a) => openLive(await sessionCookie(a))));
          const sent = accounts.map(() => [] as string[]);
          for (const [pick, kind] of events) {
            const who = pick % count;
            const marker = randomUUID();
            sent[who]!.push(marker);
            expect((await postWebhook({ body: memberEvent(accounts[who]!, kind, { marker }) })).status).toBe(202);
          }
          // the same account on the other merchant hears nothing either
          expect((await postWebhook({ body: memberEvent(accounts[0]!, 'message.arrived', { marker: 'other-merchant' }, 'DEMO2') })).status).toBe(202);
          // a last event to each: anything meant for another account would have come before it
          for (const account of accounts)
            expect((await postWebhook({ body: memberEvent(account, 'message.arrived', { marker: `end-${run}` }) })).status).toBe(202);
          for (const [i, socket] of sockets.entries()) {
            await untilMarker(socket, `end-${run}`);
            expect(socket.frames.map((f) => f.data.marker)).toEqual([...sent[i]!, `end-${run}`]);
            socket.ws.close();
          }
        },
      ),
      { numRuns: 12 },
    );
  });
});
