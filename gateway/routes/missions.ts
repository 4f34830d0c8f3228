/**
 * /wps/missions/* (missionLeaderboard): shared/api/member.ts. Behind requireSession and
 * requireRealAccount (gateway/index.ts). Thin: parse, call, answer. A claim is audited
 * (money_audit) and paid through the ledger once per mission and day (domain/mission-board.ts).
 */
import { Hono } from 'hono';
import { missionClaimSchema, type Leaderboard, type MissionBoard, type MissionSummary } from '@shared/api/member';
import { claimMission, missionBoard, missionLeaderboard } from '../domain/mission-board';
import type { AppEnv } from '../env';
import { answer } from '../lib/answer';
import { jsonBody } from '../lib/body';
import { caller } from '../lib/caller';
import { ok } from '../lib/envelope';
import { answers } from '../lib/answers';

export const missions = new Hono<AppEnv>();

missions.get(
  '/',
  answers('GET /wps/missions', async (c) => ok<MissionBoard>(c, await missionBoard(c.env.DB, c.var.merchant.code, c.var.member.id, Date.now()))),
);

/** docs/product.md 7.3 missions summary: the menu's badge. */
missions.get(
  '/summary',
  answers('GET /wps/missions/summary', async (c) => {
    const board = await missionBoard(c.env.DB, c.var.merchant.code, c.var.member.id, Date.now());
    return ok<MissionSummary>(c, { outstanding: board.outstanding });
  }),
);

missions.get(
  '/leaderboard',
  answers('GET /wps/missions/leaderboard', async (c) =>
    ok<Leaderboard>(c, await missionLeaderboard(c.env.DB, c.var.merchant.code, c.var.member.id, Date.now())),
  ),
);

/** Claims a completed mission of the day, once: a repeated requestId answers the claimed mission; an unfinished or claimed one is refused. */
missions.post(
  '/claim',
  answers('POST /wps/missions/claim', async (c) => {
    const body = await jsonBody(c, missionClaimSchema);
    if (!body.ok) return body.response;
    return answer(c, await claimMission(c.env.DB, caller(c), body.data.code, body.data.requestId));
  }),
);
