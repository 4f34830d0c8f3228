/**
 * Feedback form, support tickets and the credit report on the reference gateway
 * (docs/product.md 2.5, 5): the brand's word limits (seeded, changed by the operator), images png/jpg by
 * content, at most 5 MB, at most 3; a member sees only its own tickets, the operator replies and
 * closes; the credit report sums the member's ledger by month.
 */
import { describe, expect, it, onTestFinished } from 'vitest';
import type { Envelope } from '@shared/api';
import { countWords, type CreditReport, type FeedbackItem, type FeedbackReceipt, type SupportRules, type Ticket } from '@shared/api/support';
import type { DepositOrder } from '@shared/api/cashier';
import { call } from './accounts-client';
import { admin, ADMIN_TOKEN, GATEWAY_URL, gatewayFetch } from './client';
import { newPlayer, openSlot, vendor, type Player } from './players';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
const JPG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46]);
const GIF = new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 1, 0, 1, 0]);
type Image = { bytes: Uint8Array; name: string; type: string };
const png = (name = 'a.png'): Image => ({ bytes: PNG, name, type: 'image/png' });

const SEEDED = { merchantCode: 'DEMO', feedbackMinWords: 5, feedbackMaxWords: 300, ticketMinWords: 10, ticketMaxWords: 200 };
const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');
const rid = () => `sp_${Math.random().toString(36).slice(2, 12)}`;

async function multipart<T>(p: Player, method: 'PUT' | 'POST', path: string, fields: Record<string, string>, images: Image[] = []) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  for (const img of images) form.append('images', new Blob([img.bytes as BlobPart], { type: img.type }), img.name);
  const res = await gatewayFetch(`${GATEWAY_URL}/wps${path}`, {
    method,
    headers: { 'X-Merchant-Code': 'DEMO', 'X-Client-IP': p.ip, Authorization: `Bearer ${p.token}` },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as Envelope<T> };
}

const feedback = (p: Player, content: string, images: Image[] = [], requestId = rid()) =>
  multipart<FeedbackReceipt>(p, 'PUT', '/feedback', { requestId, content }, images);
const ticket = (p: Player, content: string, images: Image[] = [], questionType = 'deposit', requestId = rid()) =>
  multipart<Ticket>(p, 'POST', '/tickets', { requestId, content, questionType }, images);
const tickets = async (p: Player) => (await call<Ticket[]>('GET', '/wps/tickets', undefined, p)).body.value;
const reply = (p: Player, ticketId: number, content: string, requestId = rid()) =>
  call<Ticket>('POST', '/wps/tickets/reply', { ticketId, content, requestId }, p);

describe('support rules and word limits', () => {
  it('counts words in every language of the portal', () => {
    expect(countWords('Tôi chưa nhận được tiền rút')).toBe(6);
    expect(countWords('  hello,   world!  ')).toBe(2);
    expect(countWords('… !!! 🙂')).toBe(0);
    expect(countWords('我没有收到提款')).toBeGreaterThanOrEqual(3);
    expect(countWords('ฉันยังไม่ได้รับเงิน')).toBeGreaterThanOrEqual(4);
  });

  it('answers the brand’s seeded limits and the question types; the operator changes them', async () => {
    const p = await newPlayer(0);
    const rules = (await call<SupportRules>('GET', '/wps/support/rules', undefined, p)).body.value;
    expect(rules).toEqual({
      feedback: { minWords: 5, maxWords: 300 },
      ticket: { minWords: 10, maxWords: 200, types: ['deposit', 'withdrawal', 'game', 'customer_service', 'application', 'other'] },
    });

    expect((await feedback(p, words(4))).body.code).toBe('WORD_LIMIT');
    expect((await feedback(p, words(301))).body.code).toBe('WORD_LIMIT');
    expect((await feedback(p, words(5))).status).toBe(200);
    expect((await ticket(p, words(9))).body.code).toBe('WORD_LIMIT');
    expect((await ticket(p, words(201))).body.code).toBe('WORD_LIMIT');
    expect((await ticket(p, words(200))).status).toBe(200);

    const changed = await admin<SupportRules>('PUT', '/support/settings', {
      ...SEEDED,
      feedbackMinWords: 2,
      feedbackMaxWords: 3,
      ticketMinWords: 3,
      ticketMaxWords: 4,
    });
    onTestFinished(async () => void (await admin('PUT', '/support/settings', SEEDED)));
    expect(changed.body.value.ticket).toMatchObject({ minWords: 3, maxWords: 4 });
    expect((await call<SupportRules>('GET', '/wps/support/rules', undefined, p)).body.value.feedback).toEqual({ minWords: 2, maxWords: 3 });
    expect((await feedback(p, words(4))).body.code).toBe('WORD_LIMIT');
    expect((await feedback(p, words(3))).status).toBe(200);
    expect((await ticket(p, words(5))).body.code).toBe('WORD_LIMIT');
    expect((await ticket(p, words(4))).status).toBe(200);
    // a lower limit above the upper one is refused
    expect((await admin('PUT', '/support/settings', { ...SEEDED, ticketMinWords: 50, ticketMaxWords: 40 })).status).toBe(400);
    expect((await admin('PUT', '/support/settings', SEEDED, null)).status).toBe(401);
  });
});

describe('images of the feedback form and tickets', () => {
  it('takes png and jpg by content, up to 3; refuses another type by content, over 5 MB, more than 3', async () => {
    const p = await newPlayer(0);
    const text = words(12);
    const ok = await feedback(p, text, [png(), { bytes: JPG, name: 'b.jpg', type: 'image/jpeg' }, png('c.png')]);
    expect(ok.status).toBe(200);
    expect(ok.body.value.imageCount).toBe(3);
    // a GIF named and typed as png is refused by its content
    expect((await feedback(p, text, [{ bytes: GIF, name: 'x.png', type: 'image/png' }])).body.code).toBe('IMAGE_TYPE');
    expect((await ticket(p, text, [{ bytes: GIF, name: 'x.jpg', type: 'image/jpeg' }])).body.code).toBe('IMAGE_TYPE');
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(PNG);
    expect((await feedback(p, text, [{ bytes: big, name: 'big.png', type: 'image/png' }])).body.code).toBe('IMAGE_TOO_LARGE');
    expect((await ticket(p, text, [{ bytes: big, name: 'big.png', type: 'image/png' }])).body.code).toBe('IMAGE_TOO_LARGE');
    const exactly = new Uint8Array(5 * 1024 * 1024);
    exactly.set(PNG);
    expect((await ticket(p, text, [{ bytes: exactly, name: 'ok.png', type: 'image/png' }])).body.value.imageCount).toBe(1);
    expect((await feedback(p, text, [png('1.png'), png('2.png'), png('3.png'), png('4.png')])).body.code).toBe('TOO_MANY_IMAGES');
    expect((await ticket(p, text, [png('1.png'), png('2.png'), png('3.png'), png('4.png')])).body.code).toBe('TOO_MANY_IMAGES');
    // the refused tickets were not stored
    expect((await tickets(p)).map((t) => t.imageCount)).toEqual([1]);
  });

  it('a repeated requestId answers the first ticket without storing another', async () => {
    const p = await newPlayer(0);
    const requestId = rid();
    const answers = await Promise.all([0, 1, 2].map(() => ticket(p, words(10), [png()], 'withdrawal', requestId)));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(new Set(answers.map((a) => a.body.value.id)).size).toBe(1);
    expect(await tickets(p)).toHaveLength(1);
  });

  it('refuses a question type not in the form, a trial account and a call without a session', async () => {
    const p = await newPlayer(0);
    expect((await ticket(p, words(10), [], 'lottery')).body.code).toBe('BAD_REQUEST');
    const trial = await newPlayer(0, 4);
    expect((await ticket(trial, words(10))).body.code).toBe('NEED_TRUE_ACCOUNT');
    expect((await feedback(trial, words(10))).body.code).toBe('NEED_TRUE_ACCOUNT');
    expect((await call('GET', '/wps/tickets', undefined, { ip: trial.ip })).status).toBe(401);
    expect((await call('GET', '/wps/report/credit', undefined, trial)).body.code).toBe('NEED_TRUE_ACCOUNT');
  });
});

/** GET of an image path (the member's with its session, the operator's with the admin token): status, headers and bytes. */
async function image(path: string, as: Player | 'operator' | null) {
  const headers: Record<string, string> = { 'X-Merchant-Code': 'DEMO' };
  if (as === 'operator') headers['X-Admin-Token'] = ADMIN_TOKEN;
  else if (as) Object.assign(headers, { 'X-Client-IP': as.ip, Authorization: `Bearer ${as.token}` });
  const res = await gatewayFetch(GATEWAY_URL + path, { headers });
  return { status: res.status, headers: res.headers, bytes: new Uint8Array(await res.arrayBuffer()) };
}

describe('uploaded images can be seen', () => {
  it('by their member only, with the checked type, nosniff and no caching; another member gets 404', async () => {
    const a = await newPlayer(0);
    const b = await newPlayer(0);
    const jpg = { bytes: JPG, name: 'b.png', type: 'image/png' };
    const mine = (await ticket(a, words(10), [png(), jpg], 'game')).body.value;
    expect(mine.images).toEqual([`/wps/support/images/ticket/${mine.id}/0`, `/wps/support/images/ticket/${mine.id}/1`]);
    expect((await tickets(a))[0]!.images).toEqual(mine.images);

    const first = await image(mine.images[0]!, a);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('image/png');
    expect(first.headers.get('x-content-type-options')).toBe('nosniff');
    expect(first.headers.get('cache-control')).toBe('private, no-store');
    expect(first.bytes).toEqual(PNG);
    // named and typed png by the browser, answered as what its content is
    const second = await image(mine.images[1]!, a);
    expect(second.headers.get('content-type')).toBe('image/jpeg');
    expect(second.bytes).toEqual(JPG);

    // another member, no session, an index past the images, a feedback id of the ticket's: not found
    expect((await image(mine.images[0]!, b)).status).toBe(404);
    expect((await image(mine.images[0]!, null)).status).toBe(401);
    expect((await image(`/wps/support/images/ticket/${mine.id}/2`, a)).status).toBe(404);
    expect((await image(`/wps/support/images/other/${mine.id}/0`, a)).status).toBe(404);

    // feedback: the member's own list with its images, which only that member sees
    const sent = (await feedback(a, words(6), [png('f.png')])).body.value;
    await feedback(b, words(7));
    const list = (await call<FeedbackItem[]>('GET', '/wps/feedback', undefined, a)).body.value;
    expect(list).toEqual([{ id: sent.id, content: words(6), images: [`/wps/support/images/feedback/${sent.id}/0`], createdAt: sent.createdAt }]);
    expect((await image(list[0]!.images[0]!, a)).bytes).toEqual(PNG);
    expect((await image(list[0]!.images[0]!, b)).status).toBe(404);
    expect((await call<FeedbackItem[]>('GET', '/wps/feedback', undefined, b)).body.value.map((f) => f.id)).not.toContain(sent.id);
  });

  it('the operator reads a brand’s feedback and tickets with their images', async () => {
    const a = await newPlayer(0);
    const sent = (await feedback(a, `Trang rất đẹp ${words(5)}`, [png('f.png')])).body.value;
    const mine = (await ticket(a, words(10), [{ bytes: JPG, name: 'j.jpg', type: 'image/jpeg' }], 'deposit')).body.value;
    await admin('POST', '/support/tickets/reply', { ticketId: mine.id, content: 'Đang kiểm tra.' });

    const read = await admin<{ id: number; username: string; content: string; images: string[] }[]>(
      'GET',
      `/support/feedback?merchantCode=DEMO&username=${a.username}`,
    );
    expect(read.status).toBe(200);
    expect(read.body.value).toEqual([
      expect.objectContaining({
        id: sent.id,
        username: a.username,
        content: `Trang rất đẹp ${words(5)}`,
        images: [`/__admin/support/images/feedback/${sent.id}/0`],
      }),
    ]);
    const brand = await admin<{ id: number }[]>('GET', '/support/feedback?merchantCode=DEMO');
    expect(brand.body.value.map((f) => f.id)).toContain(sent.id);
    expect((await admin('GET', '/support/feedback?merchantCode=DEMO', undefined, null)).status).toBe(401);
    expect((await admin('GET', '/support/feedback?merchantCode=DEMO&username=nobody_at_all')).status).toBe(404);

    const listed = await admin<{ id: number; ticketNo: string; images: string[]; messages: { author: string }[] }[]>(
      'GET',
      `/support/tickets?merchantCode=DEMO&username=${a.username}`,
    );
    expect(listed.body.value).toEqual([
      expect.objectContaining({
        id: mine.id,
        ticketNo: mine.ticketNo,
        images: [`/__admin/support/images/ticket/${mine.id}/0`],
        messages: [expect.objectContaining({ author: 'operator' })],
      }),
    ]);

    const shown = await image(`${read.body.value[0]!.images[0]!}?merchantCode=DEMO`, 'operator');
    expect(shown.status).toBe(200);
    expect(shown.headers.get('content-type')).toBe('image/png');
    expect(shown.bytes).toEqual(PNG);
    expect((await image(`${listed.body.value[0]!.images[0]!}?merchantCode=DEMO`, 'operator')).headers.get('content-type')).toBe('image/jpeg');
    // another brand's operator view does not reach it; no token, no image
    expect((await image(`${listed.body.value[0]!.images[0]!}?merchantCode=DEMO2`, 'operator')).status).toBe(404);
    expect((await image(`${listed.body.value[0]!.images[0]!}?merchantCode=DEMO`, null)).status).toBe(401);
  });
});

describe('ticket conversation', () => {
  it('a member sees only its own tickets; the operator replies and closes; the member replies in between', async () => {
    const a = await newPlayer(0);
    const b = await newPlayer(0);
    const mine = (await ticket(a, `Nạp tiền chưa vào ví ${words(8)}`, [png()], 'deposit')).body.value;
    expect(mine).toMatchObject({ questionType: 'deposit', status: 'open', imageCount: 1, messages: [] });
    expect(mine.ticketNo).toMatch(/^T\d{8}\d{6}$/);
    await ticket(b, words(10), [], 'game');

    expect((await tickets(a)).map((t) => t.id)).toEqual([mine.id]);
    expect((await tickets(b)).map((t) => t.id)).not.toContain(mine.id);
    // b cannot reply to a's ticket, nor learn that it exists
    expect((await reply(b, mine.id, 'hello there')).body.code).toBe('TICKET_NOT_FOUND');

    expect((await admin('POST', '/support/tickets/reply', { ticketId: mine.id, content: 'Chúng tôi đang kiểm tra.' })).status).toBe(200);
    const answered = (await tickets(a))[0]!;
    expect(answered).toMatchObject({ status: 'answered', messages: [{ author: 'operator', content: 'Chúng tôi đang kiểm tra.' }] });
    expect((await tickets(b)).flatMap((t) => t.messages)).toEqual([]);

    const requestId = rid();
    const back = await reply(a, mine.id, 'Cảm ơn, tôi chờ.', requestId);
    expect(back.body.value).toMatchObject({ status: 'open', messages: [{ author: 'operator' }, { author: 'member', content: 'Cảm ơn, tôi chờ.' }] });
    expect((await reply(a, mine.id, 'Cảm ơn, tôi chờ.', requestId)).body.value.messages).toHaveLength(2);
    expect((await reply(a, mine.id, '   ')).body.code).toBe('WORD_LIMIT');
    expect((await reply(a, mine.id, words(201))).body.code).toBe('WORD_LIMIT');

    expect((await admin('POST', '/support/tickets/close', { ticketId: mine.id })).status).toBe(200);
    expect((await tickets(a))[0]!.status).toBe('closed');
    expect((await reply(a, mine.id, 'one more thing')).body.code).toBe('TICKET_CLOSED');
    expect((await admin('POST', '/support/tickets/reply', { ticketId: mine.id, content: 'late' })).body.code).toBe('TICKET_CLOSED');
    expect((await admin('POST', '/support/tickets/reply', { ticketId: 999_999_999, content: 'x' })).status).toBe(404);
    const listed = await admin<{ id: number; username: string }[]>('GET', `/support/tickets?merchantCode=DEMO&username=${a.username}`);
    expect(listed.body.value.map((t) => t.id)).toEqual([mine.id]);
  });
});

describe('credit report', () => {
  it('sums the member’s wallet by month from the ledger: opening, deposit, bets, wins, closing', async () => {
    const p = await newPlayer(1_000_000);
    const session = await openSlot(p);
    for (const bet of [20_000, 30_000]) {
      const commit = await vendor<{ roundId: string }>('commit', {}, session);
      expect((await vendor('play', { roundId: commit.value.roundId, clientSeed: 'credit', bet }, session)).success).toBe(true);
    }
    const order = await call<DepositOrder>('POST', '/wps/cashier/deposit', { channelId: 'bank-vcb', amount: 200_000, requestId: rid() }, p);
    await admin('POST', '/cashier/deposits/confirm', { orderNo: order.body.value.orderNo });

    const report = (await call<CreditReport>('GET', '/wps/report/credit?months=3&timeZone=Asia/Ho_Chi_Minh', undefined, p)).body.value;
    expect(report.months).toHaveLength(3);
    const now = new Date(Date.now() + 420 * 60_000);
    expect(report.months[2]!.month).toBe(`${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, '0')}`);
    // the member is new: the two earlier months are empty, this month has everything
    expect(report.months.slice(0, 2).every((m) => m.opening === 0 && m.net === 0 && m.closing === 0)).toBe(true);
    const m = report.months[2]!;
    expect(m).toMatchObject({ opening: 0, deposits: 200_000, withdrawals: 0, stake: 50_000, bonus: 0, other: 1_000_000 });
    expect(m.net).toBe(1_000_000 + 200_000 - 50_000 + m.win);
    expect(m.closing).toBe(m.net);
    expect(report.balance).toBe(m.closing);
    expect(report.totals).toMatchObject({ opening: 0, deposits: 200_000, stake: 50_000, closing: m.closing });
    expect(report.betCount).toBe(2);
    expect(report.winCount).toBeLessThanOrEqual(2);
    expect((await call('GET', '/wps/report/credit?months=13', undefined, p)).status).toBe(400);
    expect((await call('GET', '/wps/report/credit?months=3&timeZone=Mars/Olympus', undefined, p)).status).toBe(400);
  });
});
