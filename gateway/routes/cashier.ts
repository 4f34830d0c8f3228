/**
 * /wps/cashier/*: deposits and the wallet's records (shared/contract-cashier.ts). Thin: parse, call, answer.
 * Every money call is audited (member, time, address, amount, result).
 */
import { Hono } from 'hono';
import { bonusProgress } from '@shared/cashier-rules';
import {
  betQuerySchema,
  depositRequestSchema,
  MAX_RECORD_RANGE_MS,
  movementQuerySchema,
  profitQuerySchema,
  type BetRecordPage,
  type BonusRecord,
  type DepositChannel,
  type DepositOrder,
  type ProfitReport,
  type WalletMovementPage,
} from '@shared/contract-cashier';
import {
  bonusesAndBets,
  findDepositChannel,
  findOrder,
  findOrderByRequest,
  listDepositChannels,
  listMemberOrders,
  memberBets,
  profitByDay,
  walletMovements,
} from '../db/queries/cashier';
import { audit } from '../domain/audit';
import { amountProblem, newDepositOrder, toDepositChannel, toDepositOrder } from '../domain/cashier';
import type { AppEnv } from '../env';
import { jsonBody } from '../lib/body';
import { fail, failWith, ok } from '../lib/envelope';
import { LIMIT_PERIODS, type DepositAllowance } from '@shared/contract-protection';
import { insertOrderWithinLimits } from '../db/queries/protection';
import { limitsInForce, protectionState } from '../domain/protection';
import { clientIp } from '../lib/visitor';

export const cashier = new Hono<AppEnv>();

cashier.get('/deposit/channels', async (c) => ok<DepositChannel[]>(c, (await listDepositChannels(c.env.DB, c.var.merchant.code)).map(toDepositChannel)));

/** A pending order to pay into; the same requestId answers the same order. */
cashier.post('/deposit', async (c) => {
  const body = await jsonBody(c, depositRequestSchema);
  if (!body.ok) return body.response;
  const db = c.env.DB;
  const { member } = c.var;
  const now = Date.now();
  const trail = (result: string, ref: string | null = null) =>
    audit(db, { merchant: c.var.merchant.code, memberId: member.id, action: 'DEPOSIT_ORDER', amount: body.data.amount, ref, ip: clientIp(c), result, at: now });
  const earlier = await findOrderByRequest(db, member.id, body.data.requestId);
  if (earlier) return ok<DepositOrder>(c, toDepositOrder(earlier));
  const channel = await findDepositChannel(db, c.var.merchant.code, body.data.channelId);
  if (!channel) {
    await trail('CHANNEL_NOT_FOUND');
    return fail(c, 404, 'CHANNEL_NOT_FOUND', 'No such deposit channel');
  }
  const problem = amountProblem(channel, body.data.amount);
  if (problem) {
    await trail(problem);
    return fail(c, 400, problem, `The amount must be between ${channel.min_amount} and ${channel.max_amount}`);
  }
  // player protection: the order is stored only if every deposit limit has room for it
  const limits = limitsInForce((await protectionState(db, c.var.merchant.code, member.id)).depositLimits);
  const stored = await insertOrderWithinLimits(db, newDepositOrder(channel, member.id, body.data.amount, body.data.requestId, now), limits, LIMIT_PERIODS);
  const order = await findOrderByRequest(db, member.id, body.data.requestId);
  if (!stored && !order) {
    const { allowance } = await protectionState(db, c.var.merchant.code, member.id);
    await trail('DEPOSIT_LIMIT_EXCEEDED');
    return failWith<DepositAllowance>(c, 409, 'DEPOSIT_LIMIT_EXCEEDED', `A deposit limit leaves ${allowance.remaining ?? 0} to deposit`, allowance);
  }
  if (!order) return fail(c, 500, 'UNKNOWN', 'The order was not stored');
  await trail('CREATED', order.order_no);
  return ok<DepositOrder>(c, toDepositOrder(order));
});

cashier.get('/deposit/orders', async (c) => ok<DepositOrder[]>(c, (await listMemberOrders(c.env.DB, c.var.member.id, 20)).map(toDepositOrder)));

cashier.get('/deposit/order', async (c) => {
  const order = await findOrder(c.env.DB, c.req.query('orderNo') ?? '');
  if (!order || order.member_id !== c.var.member.id) return fail(c, 404, 'ORDER_NOT_FOUND', 'No such order');
  return ok<DepositOrder>(c, toDepositOrder(order));
});

/** transactionHistory: every movement of the wallet in a range (at most 92 days), by kind, paged, with the range's totals. */
cashier.get('/transactions', async (c) => {
  const q = movementQuerySchema.safeParse(c.req.query());
  if (!q.success || q.data.to <= q.data.from || q.data.to - q.data.from > MAX_RECORD_RANGE_MS)
    return fail(c, 400, 'BAD_REQUEST', 'A range of at most 92 days is needed');
  const found = await walletMovements(c.env.DB, c.var.member.id, q.data);
  return ok<WalletMovementPage>(c, {
    list: found.rows,
    total: found.total,
    totalPages: Math.ceil(found.total / q.data.pageSize),
    totals: { in: found.inflow, out: found.outflow },
  });
});

/** personalProfit: stake, win, bonus and net per day of a range (at most 92 days) in the player's time zone. */
cashier.get('/profit', async (c) => {
  const q = profitQuerySchema.safeParse(c.req.query());
  if (!q.success || q.data.to <= q.data.from || q.data.to - q.data.from > MAX_RECORD_RANGE_MS)
    return fail(c, 400, 'BAD_REQUEST', 'A range of at most 92 days is needed');
  const days = (await profitByDay(c.env.DB, c.var.member.id, q.data)).map((d) => ({ ...d, net: d.win + d.bonus - d.stake }));
  const sum = (key: 'stake' | 'win' | 'bonus' | 'net') => days.reduce((total, d) => total + d[key], 0);
  return ok<ProfitReport>(c, { days, totals: { stake: sum('stake'), win: sum('win'), bonus: sum('bonus'), net: sum('net') } });
});

/** personalHistoryCopy (betting record): settled rounds and lottery bets of a range, by category and vendor, with provably-fair seeds. */
cashier.get('/bets', async (c) => {
  const q = betQuerySchema.safeParse(c.req.query());
  if (!q.success || q.data.to <= q.data.from || q.data.to - q.data.from > MAX_RECORD_RANGE_MS)
    return fail(c, 400, 'BAD_REQUEST', 'A range of at most 92 days is needed');
  const found = await memberBets(c.env.DB, c.var.member.id, q.data);
  return ok<BetRecordPage>(c, {
    list: found.rows.map(({ serverSeed, serverSeedHash, clientSeed, nonce, ...bet }) => ({
      ...bet,
      fair: serverSeed && serverSeedHash ? { serverSeed, serverSeedHash, clientSeed, nonce: nonce ?? 0 } : null,
    })),
    total: found.total,
    totalPages: Math.ceil(found.total / q.data.pageSize),
    totals: { stake: found.stake, win: found.win },
  });
});

/** bonusDetails: every bonus with its turnover requirement and progress, newest first. */
cashier.get('/bonuses', async (c) => {
  const { bonuses, bets } = await bonusesAndBets(c.env.DB, c.var.member.id);
  const list: BonusRecord[] = bonusProgress(bonuses, bets).reverse();
  return ok<BonusRecord[]>(c, list);
});
