/**
 * messageV2 on the reference gateway: the member's platform messages, newest
 * first, paged, in the page's language; read (some or all) and delete, each answering the
 * unread count the header reads (/wps/relay/message/unread); another member's message is
 * never listed, read or deleted; the operator sends a message with /__admin/messages.
 */
import { describe, expect, it } from 'vitest';
import type { MessagePage, MessageState } from '@shared/api/member';
import { call } from './accounts-client';
import { admin } from './client';
import { newPlayer, type Player } from './players';

const send = async (p: Player, title: string, content = `${title} body`) => {
  const res = await admin<{ id: number }>('POST', '/messages', { merchantCode: 'DEMO', username: p.username, title, content });
  expect(res.status).toBe(200);
  return res.body.value.id;
};
const list = async (p: Player, query = '', language = 'en') =>
  (await call<MessagePage>('GET', `/wps/relay/message/list${query}`, undefined, { ...p, language })).body.value;
const unread = async (p: Player) => (await call<number>('GET', '/wps/relay/message/unread', undefined, p)).body.value;

describe('platform messages', () => {
  it('lists a member’s messages newest first, reads and deletes them, and the unread count follows', async () => {
    const p = await newPlayer();
    expect((await list(p)).total).toBe(0);
    const first = await send(p, 'First');
    await new Promise((r) => setTimeout(r, 5));
    const second = await send(p, 'Second');
    await new Promise((r) => setTimeout(r, 5));
    const third = await send(p, 'Third');
    expect(await unread(p)).toBe(3);

    const page = await list(p);
    expect(page.list.map((m) => m.title)).toEqual(['Third', 'Second', 'First']);
    expect(page.list.every((m) => !m.read)).toBe(true);
    expect(page).toMatchObject({ total: 3, unread: 3, pageNo: 1, totalPages: 1 });
    const paged = await list(p, '?pageSize=2&pageNo=2');
    expect(paged.list.map((m) => m.id)).toEqual([first]);
    expect(paged.totalPages).toBe(2);

    const read = await call<MessageState>('POST', '/wps/relay/message/read', { ids: [second] }, p);
    expect(read.body.value).toEqual({ unread: 2 });
    // reading again changes nothing
    expect((await call<MessageState>('POST', '/wps/relay/message/read', { ids: [second] }, p)).body.value).toEqual({ unread: 2 });
    expect(await unread(p)).toBe(2);
    expect((await list(p, '?status=unread')).list.map((m) => m.id)).toEqual([third, first]);
    expect((await list(p)).list.find((m) => m.id === second)?.read).toBe(true);

    const deleted = await call<MessageState>('POST', '/wps/relay/message/delete', { ids: [third] }, p);
    expect(deleted.body.value).toEqual({ unread: 1 });
    expect((await list(p)).list.map((m) => m.id)).toEqual([second, first]);
    expect(await unread(p)).toBe(1);

    expect((await call<MessageState>('POST', '/wps/relay/message/read', { all: true }, p)).body.value).toEqual({ unread: 0 });
    expect(await unread(p)).toBe(0);
    expect((await list(p, '?status=unread')).total).toBe(0);
  });

  it('never lets a member see, read or delete another member’s message', async () => {
    const [owner, other] = await Promise.all([newPlayer(), newPlayer()]);
    const id = await send(owner, 'Private');
    expect((await list(other)).total).toBe(0);
    expect((await call<MessageState>('POST', '/wps/relay/message/read', { ids: [id] }, other)).body.value).toEqual({ unread: 0 });
    expect((await call<MessageState>('POST', '/wps/relay/message/delete', { ids: [id] }, other)).body.value).toEqual({ unread: 0 });
    const mine = await list(owner);
    expect(mine.list).toEqual([expect.objectContaining({ id, read: false })]);
    expect(await unread(owner)).toBe(1);
  });

  it('answers in the page’s language where the operator translated a message', async () => {
    const p = await newPlayer();
    const id = await send(p, 'Weekly bonus', 'Your weekly bonus is ready.');
    const put = await admin('PUT', '/content/translations', { kind: 'message', key: String(id), language: 'vi', field: 'title', text: 'Thưởng tuần' });
    expect(put.status).toBe(200);
    expect((await list(p, '', 'ty')).list[0]).toMatchObject({ title: 'Thưởng tuần', content: 'Your weekly bonus is ready.' });
    expect((await list(p, '', 'en')).list[0]!.title).toBe('Weekly bonus');
  });

  it('refuses calls without a session and bad bodies; the operator call needs its token and a real member', async () => {
    const p = await newPlayer();
    expect((await call('GET', '/wps/relay/message/list', undefined, { ip: p.ip })).status).toBe(401);
    expect((await call('POST', '/wps/relay/message/delete', { ids: [1] }, { ip: p.ip })).status).toBe(401);
    expect((await call('POST', '/wps/relay/message/delete', { ids: [] }, p)).status).toBe(400);
    expect((await call('POST', '/wps/relay/message/read', { ids: ['x'] }, p)).status).toBe(400);
    expect((await admin('POST', '/messages', { merchantCode: 'DEMO', username: p.username, title: 't', content: 'c' }, null)).status).toBe(401);
    expect((await admin('POST', '/messages', { merchantCode: 'DEMO', username: 'nobody_here_x', title: 't', content: 'c' })).status).toBe(404);
  });
});
