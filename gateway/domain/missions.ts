/** missionLeaderboard: the brand's day, each mission's progress and state, the leaderboard's rows. */
import type { LeaderboardEntry, Mission } from '@shared/api/member';
import type { MissionDefinitionRow } from '../db/queries/missions';
import { maskUsername } from './play';

/** The brand's day: UTC+7 (the Vietnamese market's time), as days since the epoch and its bounds in ms. */
export const MISSION_TZ_MS = 7 * 3_600_000;
const DAY_MS = 86_400_000;

export function missionDay(now: number) {
  const day = Math.floor((now + MISSION_TZ_MS) / DAY_MS);
  const start = day * DAY_MS - MISSION_TZ_MS;
  return { day, start, end: start + DAY_MS };
}

export interface MissionFacts {
  definitions: MissionDefinitionRow[];
  turnover: { category: string; turnover: number }[];
  deposits: number;
  loggedIn: boolean;
  claimed: Set<string>;
}

function progressOf(d: MissionDefinitionRow, f: MissionFacts): number {
  switch (d.kind) {
    case 'bet':
      return f.turnover.filter((t) => d.category === null || t.category === d.category).reduce((sum, t) => sum + t.turnover, 0);
    case 'deposit':
      return f.deposits;
    case 'login':
      return f.loggedIn ? 1 : 0;
  }
}

export function toMissions(f: MissionFacts): Mission[] {
  return f.definitions.map((d) => {
    const progress = Math.min(progressOf(d, f), d.target);
    return {
      code: d.code,
      kind: d.kind,
      category: d.category,
      target: d.target,
      progress,
      reward: d.reward,
      state: f.claimed.has(d.code) ? 'claimed' : progress >= d.target ? 'claimable' : 'in_progress',
    };
  });
}

/** Missions of the day not claimed yet: the menu's badge. */
export const outstanding = (missions: readonly Mission[]) => missions.filter((m) => m.state !== 'claimed').length;

export const toEntries = (rows: readonly { username: string; turnover: number }[]): LeaderboardEntry[] =>
  rows.map((r, i) => ({ rank: i + 1, username: maskUsername(r.username), turnover: r.turnover }));
