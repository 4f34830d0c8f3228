/**
 * referral (invite friends): shared/api/member.ts. /wps/system/availablePromo is public;
 * /wps/referral/* needs a session and a real account (gateway/index.ts). Thin: parse, call,
 * answer. A claim is audited (money_audit) and paid through the ledger once per friend
 * (domain/referral-friends.ts).
 */
import { Hono } from 'hono';
import { referralClaimSchema, type AvailablePromo } from '@shared/api/member';
import { availablePromotions, claimReferral, referralInfo } from '../domain/referral-friends';
import type { AppEnv } from '../env';
import { answer } from '../lib/answer';
import { jsonBody } from '../lib/body';
import { caller } from '../lib/caller';
import { ok } from '../lib/envelope';
import { answers } from '../lib/answers';

/** Mounted on /wps/system/availablePromo. */
export const availablePromo = new Hono<AppEnv>();

availablePromo.get(
  '/',
  answers('GET /wps/system/availablePromo', async (c) => ok<AvailablePromo>(c, await availablePromotions(c.env.DB, c.var.merchant.code, Date.now()))),
);

/** Mounted on /wps/referral. */
export const referral = new Hono<AppEnv>();

referral.get(
  '/',
  answers('GET /wps/referral', async (c) => answer(c, await referralInfo(c.env.DB, c.var.merchant.code, c.var.member))),
);

/** What a friend earned the member, once: a repeated requestId answers the claimed friend; a waiting or claimed friend is refused. */
referral.post(
  '/claim',
  answers('POST /wps/referral/claim', async (c) => {
    const body = await jsonBody(c, referralClaimSchema);
    if (!body.ok) return body.response;
    return answer(c, await claimReferral(c.env.DB, caller(c), body.data.friendId, body.data.requestId));
  }),
);
