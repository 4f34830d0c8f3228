/**
 * /seamless/wallet: the operator's seamless-wallet callback. A vendor debits the bet and
 * credits the win of a round here, signing the body with HMAC-SHA256 (X-Vendor-Signature).
 * Thin: the wallet (domain/seamless.ts) checks the signature and the body and moves the money.
 */
import { Hono } from 'hono';
import type { CallbackResult } from '@shared/api/play';
import { answerCallback } from '../domain/seamless';
import type { AppEnv } from '../env';
import { answer } from '../lib/answer';

export const seamless = new Hono<AppEnv>();

seamless.post('/wallet', async (c) =>
  answer<CallbackResult>(c, await answerCallback(c.env, await c.req.text(), c.req.header('X-Vendor-Signature') ?? '', Date.now())),
);
