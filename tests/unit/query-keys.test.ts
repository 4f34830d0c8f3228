/**
 * The query keys (client/lib/query-keys.ts): a person's data sits under one prefix so a logout
 * drops it all, and the groups the live channel and the pages refresh (balance, withdrawals,
 * messages, records, contracts) are prefixes of every query in them. No client file writes a
 * key by hand: a key typed twice drifts, and a refresh that misses its query shows stale money.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
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

describe('query keys', () => {
  const u = 'alice';

  it('puts every member query under the member and the person, every agent query under the agent', () => {
    const member = Object.entries(memberKeys).filter(([name]) => name !== 'all');
    for (const [name, key] of member) {
      const made = typeof key === 'function' ? (key as (...a: unknown[]) => readonly unknown[])(u, 1, 'x') : key;
      expect(startsWith(made, memberKeys.of(u)), name).toBe(true);
      expect(startsWith(made, memberKeys.all), name).toBe(true);
    }
    for (const [name, key] of Object.entries(agentKeys)) {
      expect(startsWith((key as (...a: unknown[]) => readonly unknown[])(u, 1, 'x'), agentKeys.of(u)), name).toBe(true);
    }
  });

  it('keeps each group a prefix of its queries, so one refresh reaches them all', () => {
    const range = { from: 0, to: 1 };
    const groups: [readonly unknown[], readonly (readonly unknown[])[]][] = [
      [memberKeys.withdrawals(u), [memberKeys.withdrawInfo(u), memberKeys.withdrawList(u)]],
      [memberKeys.messages(u), [memberKeys.messagePage(u, 'unread', 1), memberKeys.unread(u)]],
      [memberKeys.records(u), [memberKeys.movements(u, {}), memberKeys.bets(u, {}), memberKeys.profit(u, range, 420), memberKeys.bonuses(u)]],
      [
        agentKeys.reports(u),
        [agentKeys.overview(u, range), agentKeys.bets(u, {}), agentKeys.loss(u, {}), agentKeys.movements(u, {}), agentKeys.income(u, range)],
      ],
      [agentKeys.contracts(u), [agentKeys.contractLists(u, 'dividend'), agentKeys.settlements(u, 'dividend')]],
    ];
    for (const [group, members] of groups) for (const key of members) expect(startsWith(key, group), `${key.join('/')} under ${group.join('/')}`).toBe(true);
  });

  it('never gives two queries one key', () => {
    const made = [...Object.values(memberKeys), ...Object.values(agentKeys)].map((key) =>
      JSON.stringify(typeof key === 'function' ? (key as (...a: unknown[]) => readonly unknown[])(u, 1, 'x') : key),
    );
    expect(new Set(made).size).toBe(made.length);
  });

  it('is never written by hand in the client', () => {
    const typed = sources('client')
      .filter((f) => !f.endsWith('query-keys.ts') && !f.endsWith('/keys.ts'))
      .flatMap((f) => (/queryKey:\s*\[\s*'/.test(readFileSync(path.join(root, f), 'utf8')) ? [f] : []));
    expect(typed).toEqual([]);
  });
});
