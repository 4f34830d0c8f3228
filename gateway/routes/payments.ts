/**
 * /payments/notify: the payment provider stand-in's notice that a deposit order was paid,
 * signed with HMAC-SHA256 over the body (X-Payment-Signature). The order is paid and the
 * wallet credited once, under the ledger key deposit:<orderNo>, whatever the retries. An
 * operator confirms the same way from /__admin/cashier/deposits/confirm.
 */
import { Hono } from 'hono';
import { paymentNoticeSchema } from '@shared/api/cashier';
import { brandHasOrder } from '../domain/deposits';
import { sameHex, signCallback } from '../domain/play';
import type { AppEnv } from '../env';
import { fail } from '../lib/envelope';

import { confirmDeposit } from '../lib/confirm-deposit';

export const payments = new Hono<AppEnv>();

payments.post('/notify', async (c) => {
  const raw = await c.req.text();
  if (!sameHex(c.req.header('X-Payment-Signature') ?? '', await signCallback(c.env.PAYMENT_CALLBACK_SECRET, raw)))
    return fail(c, 401, 'BAD_SIGNATURE', 'Bad signature');
  const parsed = paymentNoticeSchema.safeParse(JSON.parse(raw || '{}'));
  if (!parsed.success) return fail(c, 400, 'BAD_REQUEST', 'Malformed notice');
  if (!(await brandHasOrder(c.env.DB, parsed.data.merchantCode, parsed.data.orderNo))) return fail(c, 404, 'ORDER_NOT_FOUND', 'No such order');
  return confirmDeposit(c, parsed.data.orderNo, parsed.data.amount, 'provider');
});
