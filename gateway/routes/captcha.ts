/** GET /wps/captcha: a fresh 4-digit captcha for the caller's address, as base64 PNG. */
import { Hono } from 'hono';
import { drawCaptcha } from '../domain/captcha';
import type { AppEnv } from '../env';
import { ok } from '../lib/envelope';
import { throttleSend } from '../lib/send-throttle';
import { clientIp } from '../lib/visitor';
import { answers } from '../lib/answers';

export const captcha = new Hono<AppEnv>();

/** Replaces the address's previous answer; the answer is good for one login within 5 minutes. */
captcha.get(
  '/',
  answers('GET /wps/captcha', async (c) => {
    const throttled = await throttleSend(c, 'captcha');
    if (throttled) return throttled;
    const png = await drawCaptcha(c.env.DB, c.var.merchant.code, clientIp(c), Date.now());
    c.header('Cache-Control', 'no-store');
    return ok(c, png);
  }),
);
