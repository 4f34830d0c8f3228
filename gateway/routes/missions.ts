/**
 * /wps/missions/* (missionLeaderboard): shared/contract-member.ts. Behind requireSession and
 * requireRealAccount (gateway/index.ts). Thin: parse, call, answer. A claim is audited
 * (money_audit) and paid through the ledger once per mission and day.
 */
import { Hono } from 'hono';
import { missionClaimSchema, type Leaderboard, type Mission, type MissionBoard, type MissionSummary } from '@shared/contract-member';
import { findMissionClaimByRequest, leaderboard, missionClaimRow, missionFacts, missionKey } from '../db/queries/missions';
import { claimOnce, type ClaimPayment, type ClaimRefusal } from '../domain/claims';
import { maskUsername } from '../domain/play';
import { missionDay, outstanding, toEntries, toMissions } from '../domain/missions';
import type { AppEnv } from '../env';
import { jsonBody } from '../lib/body';
import { fail, ok } from '../lib/envelope';
import { clientIp } from '../lib/visitor';

async function missionsOf(db: D1Database, merchant: string, memberId: number, now: number) {
  const period = missionDay(now);
  return { period, missions: toMissions(await missionFacts(db, merchant, memberId, period.start, period.end, period.day)) };
}

export const missions = new Hono<AppEnv>();

missions.get('/', async (c) => {
  const { period, missions: list } = await missionsOf(c.env.DB, c.var.merchant.code, c.var.member.id, Date.now());
  return ok<MissionBoard>(c, { periodStart: period.start, periodEnd: period.end, missions: list, outstanding: outstanding(list) });
});

/** docs/product.md 7.3 missions summary: the menu's badge. */
missions.get('/summary', async (c) => {
  const { missions: list } = await missionsOf(c.env.DB, c.var.merchant.code, c.var.member.id, Date.now());
  return ok<MissionSummary>(c, { outstanding: outstanding(list) });
});

missions.get('/leaderboard', async (c) => {
  const period = missionDay(Date.now());
  const board = await leaderboard(c.env.DB, c.var.merchant.code, period.start, period.end, 10, c.var.member.id);
  return ok<Leaderboard>(c, {
    periodStart: period.start,
    periodEnd: period.end,
    top: toEntries(board.top),
    me: board.me && { rank: board.me.rank, username: maskUsername(board.me.username), turnover: board.me.turnover },
  });
});

/** Claims a completed mission of the day, once: a repeated requestId answers the claimed mission; an unfinished or claimed one is refused. */
missions.post('/claim', async (c) => {
  const body = await jsonBody(c, missionClaimSchema);
  if (!body.ok) return body.response;
  const db = c.env.DB;
  const { member } = c.var;
  const now = Date.now();
  const { code, requestId } = body.data;
  const answer = async (code: string) => ok<Mission>(c, (await missionsOf(db, c.var.merchant.code, member.id, now)).missions.find((m) => m.code === code)!);
  const outcome = await claimOnce(db, {
    trail: { merchant: c.var.merchant.code, memberId: member.id, action: 'MISSION_CLAIM', ip: clientIp(c), at: now },
    earlier: () => findMissionClaimByRequest(db, member.id, requestId),
    rule: async (): Promise<ClaimRefusal | ClaimPayment> => {
      const { period, missions: list } = await missionsOf(db, c.var.merchant.code, member.id, now);
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
  if (outcome.kind === 'refused') return fail(c, outcome.status, outcome.code, outcome.message);
  return answer(outcome.kind === 'earlier' || outcome.kind === 'same' ? outcome.earlier.code : code);
});
