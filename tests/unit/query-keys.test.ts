/**
 * The query keys (client/lib/query-keys.ts): a person's data sits under one prefix so a logout
 * drops it all, and the groups the live channel and the pages refresh (balance, withdrawals,
 * messages, records, contracts) are prefixes of every query in them. No client file writes a
 * key by hand: a key typed twice drifts, and a refresh that misses its query shows stale money.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as agentCentre from '@client/features/agent-centre/api/keys';
import * as auth from '@client/features/auth/api/keys';
import * as chat from '@client/features/chat/api/keys';
import * as content from '@client/features/content/api/keys';
import * as games from '@client/features/games/api/keys';
import * as memberCentre from '@client/features/member-centre/api/keys';
import * as points from '@client/features/points/api/keys';
import * as promotions from '@client/features/promotions/api/keys';
import * as lib from '@client/lib/query-keys';

const { agentCentreKeys } = agentCentre;
const { chatKeys } = chat;
const { gameKeys } = games;
const { memberCentreKeys } = memberCentre;
const { pointKeys } = points;
const { agentKeys, memberKeys } = lib;
/** Every key module of the client, each feature's api/keys.ts and the shared one; a new one is added here (the test below fails until it is). */
const KEY_MODULES: Record<string, Record<string, unknown>> = { agentCentre, auth, chat, content, games, memberCentre, points, promotions, lib };

const root = path.resolve(__dirname, '../..');
const startsWith = (key: readonly unknown[], prefix: readonly unknown[]) => prefix.every((part, i) => key[i] === part);

function sources(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((e) => {
    const rel = path.join(dir, e.name);
    if (e.isDirectory()) return sources(rel);
    return /\.tsx?$/.test(e.name) ? [rel] : [];
  });
}

type Key = readonly unknown[] | ((...args: never[]) => readonly unknown[]);
/** A key with sample arguments (a person, a number, a word). */
const make = (key: Key) => (typeof key === 'function' ? (key as (...a: unknown[]) => readonly unknown[])(u, 1, 'x') : key);
const prefixed = (prefix: string, keys: Record<string, Key>) => ({ [prefix]: keys });
/** [dotted name, key] of every key in nested objects of keys. */
const flat = (tree: Record<string, unknown>, at = ''): [string, Key][] =>
  Object.entries(tree).flatMap(([name, value]) =>
    typeof value === 'function' || Array.isArray(value)
      ? [[`${at}${name}`, value as Key] as [string, Key]]
      : flat(value as Record<string, unknown>, `${at}${name}.`),
  );
const u = 'alice';

describe('query keys', () => {
  it('puts every member query under the member and the person, every agent query under the agent', () => {
    const personal = {
      ...memberKeys,
      ...prefixed('centre', memberCentreKeys),
      ...prefixed('chat', chatKeys),
      games: { recentGames: gameKeys.recentGames, lotteryLobby: gameKeys.lotteryLobby },
      points: { balance: pointKeys.balance, details: pointKeys.details, redemptions: pointKeys.redemptions },
    };
    for (const [name, key] of flat(personal).filter(([name]) => name !== 'all' && name !== 'centre.availablePromo')) {
      const made = make(key);
      expect(startsWith(made, memberKeys.of(u)), name).toBe(true);
      expect(startsWith(made, memberKeys.all), name).toBe(true);
    }
    for (const [name, key] of flat({ ...agentKeys, ...prefixed('centre', agentCentreKeys) })) expect(startsWith(make(key), agentKeys.of(u)), name).toBe(true);
  });

  it("a key that names a person is under that person's member or agent root, so a logout drops it", () => {
    const files = sources('client').filter((f) => f.endsWith('/keys.ts') || f.endsWith('/query-keys.ts'));
    expect(files.length, 'every key module is in KEY_MODULES').toBe(Object.keys(KEY_MODULES).length);
    const keys = flat(KEY_MODULES);
    // derived, not hand-picked: a key made from a person's name (its first parameter `username`) is personal
    const personal = keys.filter(([, key]) => typeof key === 'function' && /^\(?\s*username\b/.test(key.toString()));
    expect(personal.length).toBeGreaterThan(40);
    const outside = personal.filter(([, key]) => !startsWith(make(key), memberKeys.of(u)) && !startsWith(make(key), agentKeys.of(u))).map(([name]) => name);
    expect(outside).toEqual([]);
  });

  it('keeps each group a prefix of its queries, so one refresh reaches them all', () => {
    const range = { from: 0, to: 1 };
    const groups: [readonly unknown[], readonly (readonly unknown[])[]][] = [
      [memberKeys.withdrawals(u), [memberCentreKeys.withdrawInfo(u), memberCentreKeys.withdrawList(u)]],
      [memberKeys.messages(u), [memberCentreKeys.messagePage(u, 'unread', 1), memberKeys.unread(u)]],
      [
        memberKeys.records(u),
        [memberCentreKeys.movements(u, {}), memberCentreKeys.bets(u, {}), memberCentreKeys.profit(u, range, 420), memberCentreKeys.bonuses(u)],
      ],
      [memberKeys.deposits(u), [memberCentreKeys.depositChannels(u), memberCentreKeys.depositOrders(u), memberCentreKeys.depositOrder(u, 'D1')]],
      [memberKeys.protection(u), [memberCentreKeys.protectionSession(u), memberCentreKeys.protectionLogins(u)]],
      [
        agentKeys.reports(u),
        [
          agentCentreKeys.overview(u, range),
          agentCentreKeys.bets(u, {}),
          agentCentreKeys.loss(u, {}),
          agentCentreKeys.movements(u, {}),
          agentCentreKeys.income(u, range),
        ],
      ],
      [agentKeys.contracts(u), [agentCentreKeys.contractLists(u, 'dividend'), agentCentreKeys.settlements(u, 'dividend')]],
    ];
    for (const [group, members] of groups) for (const key of members) expect(startsWith(key, group), `${key.join('/')} under ${group.join('/')}`).toBe(true);
  });

  it('never gives two queries one key', () => {
    const all = { memberKeys, memberCentreKeys, chatKeys, gameKeys, pointKeys, agentKeys, agentCentreKeys };
    const made = flat(all).map(([, key]) => JSON.stringify(make(key)));
    expect(new Set(made).size).toBe(made.length);
  });

  it('is never written by hand in the client', () => {
    const typed = sources('client')
      .filter((f) => !f.endsWith('query-keys.ts') && !f.endsWith('/keys.ts'))
      .flatMap((f) => (/queryKey:\s*\[\s*'/.test(readFileSync(path.join(root, f), 'utf8')) ? [f] : []));
    expect(typed).toEqual([]);
  });
});
