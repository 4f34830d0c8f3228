/**
 * The query keys (client/lib/query-keys.ts): a person's data sits under one prefix so a logout
 * drops it all, and the groups the live channel and the pages refresh (balance, withdrawals,
 * messages, records, contracts) are prefixes of every query in them. No client file writes a
 * key by hand: a key typed twice drifts, and a refresh that misses its query shows stale money.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { agentCentreKeys } from '@client/features/agent-centre/api/keys';
import { chatKeys } from '@client/features/chat/api/keys';
import { gameKeys } from '@client/features/games/api/keys';
import { memberCentreKeys } from '@client/features/member-centre/api/keys';
import { pointKeys } from '@client/features/points/api/keys';
import { agentKeys, memberKeys } from '@client/lib/query-keys';

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
