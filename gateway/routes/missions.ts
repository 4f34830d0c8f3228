/**
 * /wps/missions/* (missionLeaderboard): shared/contract-member.ts. Behind requireSession and
 * requireRealAccount (gateway/index.ts). Thin: parse, call, answer. A claim is audited
 * (money_audit) and paid through the ledger once per mission and day.
 */
import { Hono } from 'hono';
import { missionClaimSchema, type Leaderboard, type Mission, type MissionBoard, type MissionSummary } from '@shared/contract-member';
import { audit, type AuditEntry } from '../domain/audit';
import { findMissionClaimByRequest, insertMissionClaim, leaderboard, missionFacts } from '../db/queries/missions';
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

/** SPEC.md 7.3 missions summary: the menu's badge. */
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
  const answer = async (code: string) => ok<Mission>(c, (await missionsOf(db, c.var.merchant.code, member.id, now)).missions.find((m) => m.code === code)!);
  const earlier = await findMissionClaimByRequest(db, member.id, body.data.requestId);
  if (earlier) return answer(earlier.code);
  const { period, missions: list } = await missionsOf(db, c.var.merchant.code, member.id, now);
  const mission = list.find((m) => m.code === body.data.code);
  const entry = (result: string, amount: number | null): AuditEntry => ({
    merchant: c.var.merchant.code,
    memberId: member.id,
    action: 'MISSION_CLAIM',
    amount,
    ref: `${body.data.code}:${period.day}:${body.data.requestId}`,
    ip: clientIp(c),
    result,
    at: now,
  });
  const trail = (result: string, amount: number | null) => audit(db, entry(result, amount));
  if (!mission) return fail(c, 404, 'REWARD_NOT_FOUND', 'No such mission');
  if (mission.state === 'claimed') {
    await trail('ALREADY_CLAIMED', null);
    return fail(c, 409, 'ALREADY_CLAIMED', 'This mission has been claimed today');
  }
  if (mission.state === 'in_progress') {
    await trail('REWARD_LOCKED', null);
    return fail(c, 409, 'REWARD_LOCKED', 'This mission is not complete yet');
  }
  const paid = await insertMissionClaim(
    db,
    {
      memberId: member.id,
      code: mission.code,
      day: period.day,
      requestId: body.data.requestId,
      amount: mission.reward,
      now,
    },
    entry('PAID', mission.reward),
  );
  if (!paid.ok) throw new Error(`mission claim refused by the ledger: ${paid.reason}`);
  if (paid.duplicate) {
    const same = await findMissionClaimByRequest(db, member.id, body.data.requestId);
    if (same) return answer(same.code);
    await trail('ALREADY_CLAIMED', mission.reward);
    return fail(c, 409, 'ALREADY_CLAIMED', 'This mission has been claimed today');
  }
  // the PAID row is written inside the payment's batch (claimMoveStatements)
  return answer(mission.code);
});
