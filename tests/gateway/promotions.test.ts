/** Promotions and the point mall on the reference gateway: states, join, apply (checked by content), claim, redeem. */
import { describe, expect, it } from 'vitest';
import type { Balance, Paged } from '@shared/api';
import type { ActivityResult, MemberActivity, PointItem, PointsBalance, PromotionDetail, PromotionList, Redemption } from '@shared/api/promotions';
import { activityAction, activityState } from '@shared/promotion-state';
import { byPassword, call, freshIp, login, makeMember, resetMember } from './accounts-client';
import { admin, GATEWAY_URL, get } from './client';
import type { Envelope, LoginResult } from '@shared/api';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
const JPG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46]);
const GIF = new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 1, 0, 1, 0]);

async function session(fields: { type?: number } = {}) {
  const m = await makeMember(fields);
  const ip = freshIp();
  const res = await login<LoginResult>(byPassword(m.username, m.password), { ip });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { ...m, ip, token: res.body.value.token };
}

type Session = Awaited<ReturnType<typeof session>>;

async function apply(
  s: Session,
  fields: { promotionId?: number; requestId?: string; comment?: string; images?: { bytes: Uint8Array; name: string; type: string }[] },
) {
  const form = new FormData();
  form.set('promotionId', String(fields.promotionId ?? 1));
  form.set('requestId', fields.requestId ?? crypto.randomUUID());
  form.set('comment', fields.comment ?? 'my first deposit');
  for (const img of fields.images ?? []) form.append('images', new Blob([img.bytes as BlobPart], { type: img.type }), img.name);
  const res = await fetch(`${GATEWAY_URL}/wps/promotion/apply`, {
    method: 'POST',
    headers: { 'X-Merchant-Code': 'DEMO', 'X-Client-IP': s.ip, Authorization: `Bearer ${s.token}` },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as Envelope<ActivityResult> };
}

const png = (name = 'a.png') => ({ bytes: PNG, name, type: 'image/png' });
const withToken = (s: Session) => ({ ip: s.ip, token: s.token });
const balance = async (s: Session) => (await call<Balance>('GET', '/wps/v2/wallets/balance', undefined, withToken(s))).body.value.sumBalance;

describe('promotion list and detail (public)', () => {
  it('lists several categories, new_player included, and filters by category', async () => {
    const all = (await get<PromotionList>('/wps/promotion/list')).body.value;
    expect(all.categories).toEqual(expect.arrayContaining(['new_player', 'deposit', 'casino', 'sports', 'vip']));
    expect(new Set(all.list.map((p) => p.phase))).toEqual(new Set(['open', 'closed', 'coming_soon']));
    const np = (await get<PromotionList>('/wps/promotion/list?category=new_player')).body.value.list;
    expect(np.length).toBeGreaterThanOrEqual(2);
    expect(np.every((p) => p.category === 'new_player')).toBe(true);
    expect((await get('/wps/promotion/list?category=nope')).status).toBe(400);
  });

  it('gives the detail with its terms as paragraphs, 404 for another brand', async () => {
    const detail = (await get<PromotionDetail>('/wps/promotion/detail?id=1')).body.value;
    expect(detail).toMatchObject({ id: 1, category: 'new_player', mode: 'apply', phase: 'open' });
    expect(detail.paragraphs.length).toBeGreaterThan(1);
    expect((await get('/wps/promotion/detail?id=1', 'DEMO2')).status).toBe(404);
  });

  it('member calls need a token', async () => {
    expect((await get('/wps/promotion/member')).status).toBe(401);
  });
});

describe('activity states of demo_member (seed) and the state rules', () => {
  it('has issued, rejected, signed, claimed and processing activities', async () => {
    // a never-logged-in state again, then a first login from the address the e2e tests use
    // (as accounts-member.test.ts does), so later logins from there need no second step
    await resetMember('demo_member');
    const ip = '127.0.0.1';
    const res = await login<LoginResult>(byPassword('demo_member', 'Demo1234'), { ip });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const list = (await call<MemberActivity[]>('GET', '/wps/promotion/member', undefined, { ip, token: res.body.value.token })).body.value;
    const states = Object.fromEntries(list.map((a) => [a.promotionId, a.state]));
    expect(states).toMatchObject({ 3: 'rejected', 4: 'signed', 5: 'claimed', 6: 'processing' });
    expect(['issued', 'claimed']).toContain(states[2]);
    const open = { phase: 'open', mode: 'apply' } as const;
    expect(activityState({ phase: 'coming_soon' }, undefined)).toBe('coming_soon');
    expect(activityState({ phase: 'closed' }, undefined)).toBe('closed');
    expect(activityState(open, undefined)).toBe('applying');
    expect(activityAction(open, 'applying')).toBe('join');
    expect(activityAction(open, 'rejected')).toBe('join');
    expect(activityAction({ phase: 'open', mode: 'signup' }, 'rejected')).toBeNull();
    expect(activityAction({ phase: 'closed', mode: 'signup' }, 'issued')).toBe('claim');
    expect(activityAction(open, 'processing')).toBeNull();
    expect(activityAction({ phase: 'coming_soon', mode: 'apply' }, 'coming_soon')).toBeNull();
  });
});

describe('join, review and claim', () => {
  it('signs up, is issued by the operator, and claims the bonus into the wallet exactly once', async () => {
    const s = await session();
    const joined = await call<ActivityResult>('POST', '/wps/promotion/join', { promotionId: 2 }, withToken(s));
    expect(joined.body.value.state).toBe('signed');
    expect((await call('POST', '/wps/promotion/join', { promotionId: 2 }, withToken(s))).body.code).toBe('ALREADY_JOINED');
    expect((await call('POST', '/wps/promotion/raffle/claim', { promotionId: 2 }, withToken(s))).body.code).toBe('NOT_CLAIMABLE');
    expect((await admin('POST', '/promotions/review', { merchantCode: 'DEMO', username: s.username, promotionId: 2, state: 'issued' })).status).toBe(200);
    const before = await balance(s);
    const claims = await Promise.all([1, 2, 3].map(() => call<ActivityResult>('POST', '/wps/promotion/raffle/claim', { promotionId: 2 }, withToken(s))));
    expect(claims.every((r) => r.status === 200 && r.body.value.state === 'claimed')).toBe(true);
    expect(await balance(s)).toBe(before + 50000);
  });

  it('refuses joining a closed or coming-soon promotion and an application promotion', async () => {
    const s = await session();
    expect((await call('POST', '/wps/promotion/join', { promotionId: 5 }, withToken(s))).body.code).toBe('PROMOTION_NOT_OPEN');
    expect((await call('POST', '/wps/promotion/join', { promotionId: 8 }, withToken(s))).body.code).toBe('PROMOTION_NOT_OPEN');
    expect((await call('POST', '/wps/promotion/join', { promotionId: 1 }, withToken(s))).status).toBe(400);
  });

  it('refuses a trial account (in_need_true_account)', async () => {
    const s = await session({ type: 4 });
    const res = await call('POST', '/wps/promotion/join', { promotionId: 2 }, withToken(s));
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('NEED_TRUE_ACCOUNT');
  });
});

describe('application', () => {
  it('accepts 3 png/jpg images, stores them in R2, and answers a repeated submit with the first result', async () => {
    const s = await session();
    const requestId = crypto.randomUUID();
    const images = [png(), { bytes: JPG, name: 'b.jpg', type: 'image/jpeg' }, png('c.png')];
    const first = await apply(s, { requestId, images });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.value).toMatchObject({ promotionId: 1, state: 'processing', imageCount: 3, comment: 'my first deposit' });
    const again = await apply(s, { requestId, images });
    expect(again.status).toBe(200);
    expect(again.body.value.updatedAt).toBe(first.body.value.updatedAt);
    expect((await apply(s, { images })).body.code).toBe('ALREADY_JOINED');
    const stored = await admin<{ images: { size: number; contentType: string }[] }>(
      'GET',
      `/promotions/application?merchantCode=DEMO&username=${s.username}&promotionId=1`,
    );
    expect(stored.body.value.images.map((i) => i.contentType)).toEqual(['image/png', 'image/jpeg', 'image/png']);
    expect(stored.body.value.images.map((i) => i.size)).toEqual([PNG.length, JPG.length, PNG.length]);
  });

  it('refuses 4 images, an image over 5 MB, a gif named .png, and a comment over 140 characters', async () => {
    const s = await session();
    expect((await apply(s, { images: [png(), png(), png(), png()] })).body.code).toBe('TOO_MANY_IMAGES');
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(PNG);
    expect((await apply(s, { images: [{ bytes: big, name: 'big.png', type: 'image/png' }] })).body.code).toBe('IMAGE_TOO_LARGE');
    const disguised = await apply(s, { images: [{ bytes: GIF, name: 'fake.png', type: 'image/png' }] });
    expect(disguised.status).toBe(400);
    expect(disguised.body.code).toBe('IMAGE_TYPE');
    expect((await apply(s, { comment: 'x'.repeat(141), images: [png()] })).body.code).toBe('COMMENT_TOO_LONG');
    // exactly 140 characters (multi-byte ones count once) is fine
    expect((await apply(s, { comment: 'ư'.repeat(140), images: [png()] })).body.value.state).toBe('processing');
  });

  it('lets a rejected application apply again', async () => {
    const s = await session();
    expect((await apply(s, { promotionId: 6, images: [png()] })).status).toBe(200);
    await admin('POST', '/promotions/review', { merchantCode: 'DEMO', username: s.username, promotionId: 6, state: 'rejected' });
    const list = (await call<MemberActivity[]>('GET', '/wps/promotion/member', undefined, withToken(s))).body.value;
    expect(list.find((a) => a.promotionId === 6)?.state).toBe('rejected');
    expect((await apply(s, { promotionId: 6, comment: 'second try', images: [png()] })).body.value).toMatchObject({
      state: 'processing',
      comment: 'second try',
    });
  });
});

describe('point mall', () => {
  it('lists items with their ratio (public)', async () => {
    const items = (await get<PointItem[]>('/wps/points/items')).body.value;
    expect(items.length).toBeGreaterThanOrEqual(3);
    expect(items[0]).toMatchObject({ points: 100, amount: 10000, ratio: 100 });
  });

  it('redeems: points go down, the wallet goes up, a repeated request redeems once, an overdraft is refused', async () => {
    const s = await session();
    const pts = async () => (await call<PointsBalance>('GET', '/wps/points/balance', undefined, withToken(s))).body.value.points;
    expect(await pts()).toBe(0);
    await admin('POST', '/promotions/points', { merchantCode: 'DEMO', username: s.username, points: 500 });
    expect(await pts()).toBe(500);
    const before = await balance(s);
    const requestId = crypto.randomUUID();
    const results = await Promise.all([1, 2].map(() => call<Redemption>('POST', '/wps/points/redeem', { itemId: 2, requestId }, withToken(s))));
    expect(results.map((r) => r.body.value?.status)).toEqual(['approved', 'approved']);
    expect(await pts()).toBe(50);
    expect(await balance(s)).toBe(before + 50000);
    const refused = await call('POST', '/wps/points/redeem', { itemId: 1, requestId: crypto.randomUUID() }, withToken(s));
    expect(refused.body.code).toBe('INSUFFICIENT_POINTS');
    expect(await pts()).toBe(50);
    const history = (await call<Paged<Redemption>>('GET', '/wps/points/redeem/list', undefined, withToken(s))).body.value;
    expect(history.list).toHaveLength(1);
    expect(history.list[0]).toMatchObject({ itemName: '50,000 VND bonus', points: 450, amount: 50000, status: 'approved' });
  });
});
