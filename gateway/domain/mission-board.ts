/** missionLeaderboard for the member: the day's missions, the leaderboard, and a mission's claim (domain/claims.ts claimOnce). */
import type { Leaderboard, Mission, MissionBoard } from '@shared/api/member';
import { findMissionClaimByRequest, leaderboard, missionClaimRow, missionFacts, missionKey } from '../db/queries/missions';
import type { Caller } from './caller';
import { type ClaimAnswer, type ClaimPayment, type ClaimRefusal, claimOnce, claimRefused, trailOf } from './claims';
import { missionDay, outstanding, toEntries, toMissions } from './missions';
import { maskUsername } from './play';

async function missionsOf(db: D1Database, merchant: string, memberId: number, now: number) {
  const period = missionDay(now);
  return { period, missions: toMissions(await missionFacts(db, merchant, memberId, period.start, period.end, period.day)) };
}

export async function missionBoard(db: D1Database, merchant: string, memberId: number, now: number): Promise<MissionBoard> {
  const { period, missions } = await missionsOf(db, merchant, memberId, now);
  return { periodStart: period.start, periodEnd: period.end, missions, outstanding: outstanding(missions) };
}

export async function missionLeaderboard(db: D1Database, merchant: string, memberId: number, now: number): Promise<Leaderboard> {
  const period = missionDay(now);
  const board = await leaderboard(db, merchant, period.start, period.end, 10, memberId);
  return {
    periodStart: period.start,
    periodEnd: period.end,
    top: toEntries(board.top),
    me: board.me && { rank: board.me.rank, username: maskUsername(board.me.username), turnover: board.me.turnover },
  };
}

/** Claims a completed mission of the day, once: a repeated requestId answers the claimed mission; an unfinished or claimed one is refused. */
export async function claimMission(db: D1Database, who: Caller, code: string, requestId: string): Promise<ClaimAnswer<Mission>> {
  const { member } = who;
  const now = Date.now();
  const outcome = await claimOnce(db, {
    trail: trailOf(who, 'MISSION_CLAIM', now),
    earlier: () => findMissionClaimByRequest(db, member.id, requestId),
    rule: async (): Promise<ClaimRefusal | ClaimPayment> => {
      const { period, missions: list } = await missionsOf(db, who.merchant, member.id, now);
      const mission = list.find((m) => m.code === code);
      const ref = `${code}:${period.day}:${requestId}`;
      if (!mission) return { refuse: { status: 404, code: 'REWARD_NOT_FOUND', message: 'No such mission' }, audited: false };
      if (mission.state === 'claimed')
        return { refuse: { status: 409, code: 'ALREADY_CLAIMED', message: 'This mission has been claimed today' }, audited: { ref, amount: null } };
      if (mission.state === 'in_progress')
        return { refuse: { status: 409, code: 'REWARD_LOCKED', message: 'This mission is not complete yet' }, audited: { ref, amount: null } };
      return {
        amount: mission.reward,
        ref,
        rows: [missionClaimRow(db, { memberId: member.id, code: mission.code, day: period.day, requestId, amount: mission.reward, now })],
        move: { key: missionKey(member.id, mission.code, period.day), kind: 'MISSION' },
        taken: { message: 'This mission has been claimed today', amount: mission.reward },
      };
    },
  });
  if (outcome.kind === 'refused') return claimRefused(outcome);
  const claimed = outcome.kind === 'earlier' || outcome.kind === 'same' ? outcome.earlier.code : code;
  const value = (await missionsOf(db, who.merchant, member.id, now)).missions.find((m) => m.code === claimed)!;
  return { ok: true, value, paid: outcome.kind === 'paid' ? outcome.amount : null };
}
