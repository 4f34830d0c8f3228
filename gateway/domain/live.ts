/**
 * Tells the portal what changed for a member or a brand (shared/api/live.ts, gateway/README.md
 * "Live events"): one signed POST per event to PORTAL_WEBHOOK_URL, sent after the answer
 * (waitUntil) so no caller waits for the portal or fails with it. Called with one line where the
 * change is made, once it is stored. No URL configured: nothing is sent.
 */
import type { BrandEventKind, LiveEvent, MemberEventKind } from '@shared/api/live';
import type { Bindings } from '../env';
import { walletBalance } from '../db/queries/accounts';
import { takeLiveNotes } from '../db/queries/live-outbox';
import { signCallback } from './play';

type Data = LiveEvent['data'];
/** a Hono context, or the Cron Trigger's env and ctx */
export interface LiveSender {
  env: Bindings;
  executionCtx: Pick<ExecutionContext, 'waitUntil'>;
}

function secretOf(env: Bindings, merchantCode: string): string | null {
  try {
    const secret = (JSON.parse(env.LIVE_WEBHOOK_SECRETS ?? '{}') as Record<string, unknown>)[merchantCode];
    return typeof secret === 'string' ? secret : null;
  } catch {
    return null;
  }
}

async function post(env: Bindings, event: LiveEvent): Promise<void> {
  const url = env.PORTAL_WEBHOOK_URL;
  const secret = secretOf(env, event.merchantCode);
  if (!url || !secret) return;
  const body = JSON.stringify(event);
  // one retry on a network failure or a 5xx: the same id, so the portal takes it once
  for (let attempt = 0; attempt < 2; attempt++) {
    const t = Date.now();
    const headers = { 'content-type': 'application/json', 'x-live-signature': `t=${t},v1=${await signCallback(secret, `${t}.${body}`)}` };
    const answer = await fetch(url, { method: 'POST', headers, body }).catch(() => null);
    if (answer) await answer.body?.cancel();
    if (answer && answer.status < 500) return;
  }
  console.warn(`live event ${event.kind} for ${event.merchantCode} not delivered`);
}

/** After the answer where there is one; an in-process call (the vendor stand-in's callbacks) has no context: the send just runs. */
function later(s: LiveSender, work: Promise<unknown>) {
  try {
    s.executionCtx.waitUntil(work);
  } catch {
    void work;
  }
}

const usernameOf = async (db: D1Database, memberId: number) =>
  (await db.prepare('SELECT username FROM members WHERE id = ?').bind(memberId).first<{ username: string }>())?.username ?? null;

/** Sends one member event now (the caller has put it under waitUntil). */
const sendMember = (s: LiveSender, merchantCode: string, memberId: number, kind: MemberEventKind, data: Data, at: number) =>
  usernameOf(s.env.DB, memberId).then((account) =>
    account ? post(s.env, { id: crypto.randomUUID(), at, merchantCode, scope: 'member', kind, account, data }) : undefined,
  );

/** An event about one member (by id): only that member's pages hear of it. */
export function liveMember(s: LiveSender, merchantCode: string, memberId: number, kind: MemberEventKind, data: Data = {}): void {
  const at = Date.now();
  later(
    s,
    sendMember(s, merchantCode, memberId, kind, data, at).catch((error: unknown) => console.warn('live event failed', error)),
  );
}

/**
 * A move of the member's money (a deposit paid, a withdrawal held or given back, a transfer, a
 * bonus): the event carries `balance`, the main wallet as it stands once the move is stored, so
 * the page shows it at once instead of asking for it (the page still asks, and the answer wins).
 */
export function liveMoney(s: LiveSender, merchantCode: string, memberId: number, kind: MemberEventKind, data: Data = {}): void {
  const at = Date.now();
  later(
    s,
    walletBalance(s.env.DB, memberId)
      .then((balance) => sendMember(s, merchantCode, memberId, kind, { ...data, balance }, at))
      .catch((error: unknown) => console.warn('live event failed', error)),
  );
}

/**
 * What the database noted for the members' open pages, sent as their events. Every move of a
 * member's money, whatever path made it (a red envelope, a game round through the seamless
 * wallet, a lottery bet or its settlement, a rebate, a transfer, a deposit): the ledger's
 * trigger notes each wallet a committed batch moved (migration 0070), and each member gets one
 * `balance.changed` with the main wallet as it stands (and the vendor wallet's, when one moved).
 * Every session that ended, however (a password changed or set by phone, a second factor, a PIN
 * lock, a break, a logout): `session.ended` naming it, which closes its sockets on the portal.
 * Called after every state-changing call of the gateway and after each Cron Trigger run
 * (gateway/index.ts), so a new path that moves money or ends a session cannot forget it.
 */
export function liveNotes(s: LiveSender): void {
  const event = (merchantCode: string, account: string, kind: MemberEventKind, data: Data): LiveEvent => ({
    id: crypto.randomUUID(),
    at: Date.now(),
    merchantCode,
    scope: 'member',
    kind,
    account,
    data,
  });
  later(
    s,
    takeLiveNotes(s.env.DB)
      .then(({ money, sessions }) =>
        Promise.all([
          ...sessions.map((e) => post(s.env, event(e.merchantCode, e.username, 'session.ended', { session: e.session }))),
          ...money.map((m) =>
            post(
              s.env,
              event(m.merchantCode, m.username, 'balance.changed', {
                balance: m.balance,
                movement: m.movement,
                ...(m.vendor ? { vendor: m.vendor.code, vendorBalance: m.vendor.balance } : {}),
              }),
            ),
          ),
        ]),
      )
      .catch((error: unknown) => console.warn('live events failed', error)),
  );
}

/** An event every player of the brand sees (the winners board, maintenance about to start). */
export function liveBrand(s: LiveSender, merchantCode: string, kind: BrandEventKind, data: Data = {}): void {
  const event: LiveEvent = { id: crypto.randomUUID(), at: Date.now(), merchantCode, scope: 'brand', kind, data };
  later(
    s,
    post(s.env, event).catch((error: unknown) => console.warn('live event failed', error)),
  );
}

/** The paid-out withdrawals the Cron Trigger (or the operator's run) has just counted as received at `now`. */
export function liveAutoReceived(s: LiveSender, now: number): void {
  later(
    s,
    s.env.DB.prepare("SELECT order_no, merchant_code, member_id FROM withdrawals WHERE status = 'auto_received' AND confirmed_at = ?")
      .bind(now)
      .all<{ order_no: string; merchant_code: string; member_id: number }>()
      .then(({ results }) => {
        for (const w of results) liveMember(s, w.merchant_code, w.member_id, 'withdrawal.received', { orderNo: w.order_no });
      }),
  );
}

/** A win at least this large (whole currency units) goes to the brand's winners board at once. */
export const BIG_WIN = 1_000;
