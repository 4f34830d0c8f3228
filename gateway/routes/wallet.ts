/** /wps/v2/wallets/*: the balance from the ledger (token required). */
import { Hono } from 'hono';
import type { Balance } from '../../shared/contract';
import { walletBalance } from '../db/queries/accounts';
import { toBalance } from '../domain/accounts';
import type { AppEnv } from '../env';
import { ok } from '../lib/envelope';
import { requireSession } from '../middleware/session';

export const wallet = new Hono<AppEnv>();

wallet.use('*', requireSession);

wallet.get('/balance', async (c) => ok<Balance>(c, toBalance(await walletBalance(c.env.DB, c.var.session.member_id), c.var.merchant.currency)));
