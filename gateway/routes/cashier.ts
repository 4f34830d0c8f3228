/**
 * /wps/cashier/*: deposits and the wallet's records (shared/api/cashier.ts). Thin: parse, call, answer.
 * Every money call is audited (member, time, address, amount, result).
 */
import { Hono } from 'hono';
import {
  betQuerySchema,
  depositRequestSchema,
  movementQuerySchema,
  profitQuerySchema,
  type BetRecordPage,
  type BonusRecord,
  type DepositChannel,
  type DepositOrder,
  type ProfitReport,
  type WalletMovementPage,
} from '@shared/api/cashier';
import { depositChannels, memberOrder, memberOrders, requestDeposit } from '../domain/deposits';
import { accountRecord, betRecord, bonusRecord, profitReport } from '../domain/wallet-records';
import type { AppEnv } from '../env';
import { answer } from '../lib/answer';
import { jsonBody } from '../lib/body';
import { caller } from '../lib/caller';
import { fail, ok } from '../lib/envelope';
import { answers } from '../lib/answers';

export const cashier = new Hono<AppEnv>();

cashier.get(
  '/deposit/channels',
  answers('GET /wps/cashier/deposit/channels', async (c) => ok<DepositChannel[]>(c, await depositChannels(c.env.DB, c.var.merchant.code))),
);

/** A pending order to pay into; the same requestId answers the same order. */
cashier.post(
  '/deposit',
  answers('POST /wps/cashier/deposit', async (c) => {
    const body = await jsonBody(c, depositRequestSchema);
    if (!body.ok) return body.response;
    return answer(c, await requestDeposit(c.env.DB, caller(c), body.data));
  }),
);

cashier.get(
  '/deposit/orders',
  answers('GET /wps/cashier/deposit/orders', async (c) => ok<DepositOrder[]>(c, await memberOrders(c.env.DB, c.var.member.id))),
);

cashier.get(
  '/deposit/order',
  answers('GET /wps/cashier/deposit/order', async (c) => answer(c, await memberOrder(c.env.DB, c.var.member.id, c.req.query('orderNo') ?? ''))),
);

/** transactionHistory: every movement of the wallet in a range (at most 92 days), by kind, paged, with the range's totals. */
cashier.get(
  '/transactions',
  answers('GET /wps/cashier/transactions', async (c) => {
    const q = movementQuerySchema.safeParse(c.req.query());
    if (!q.success) return fail(c, 400, 'BAD_REQUEST', 'A range (from, to) is needed');
    return answer<WalletMovementPage>(c, await accountRecord(c.env.DB, c.var.member.id, q.data));
  }),
);

/** personalProfit: stake, win, bonus and net per day of a range (at most 92 days) in the player's time zone. */
cashier.get(
  '/profit',
  answers('GET /wps/cashier/profit', async (c) => {
    const q = profitQuerySchema.safeParse(c.req.query());
    if (!q.success) return fail(c, 400, 'BAD_REQUEST', 'A range (from, to) is needed');
    return answer<ProfitReport>(c, await profitReport(c.env.DB, c.var.member.id, q.data));
  }),
);

/** personalHistoryCopy (betting record): settled rounds and lottery bets of a range, by category and vendor, with provably-fair seeds. */
cashier.get(
  '/bets',
  answers('GET /wps/cashier/bets', async (c) => {
    const q = betQuerySchema.safeParse(c.req.query());
    if (!q.success) return fail(c, 400, 'BAD_REQUEST', 'A range (from, to) is needed');
    return answer<BetRecordPage>(c, await betRecord(c.env.DB, c.var.member.id, q.data));
  }),
);

/** bonusDetails: every bonus with its turnover requirement and progress, newest first. */
cashier.get(
  '/bonuses',
  answers('GET /wps/cashier/bonuses', async (c) => ok<BonusRecord[]>(c, await bonusRecord(c.env.DB, c.var.member.id))),
);
