/** /__admin/*: operator and development switches, guarded by X-Admin-Token (health is open). */
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { findMerchant, findRegisterSettings, saveRegisterSettings, setDeniedCountries, setMaintenance } from '../db/queries/merchants';
import { toRegisterSettings } from '../domain/system';
import type { AppEnv } from '../env';
import { fail, ok } from '../lib/envelope';
import { adminToken } from '../middleware/admin-token';
import { setLatency } from '../middleware/latency';

export const admin = new Hono<AppEnv>();

admin.get('/health', (c) => c.text('ok'));

admin.use('*', adminToken);

const merchantCode = z.string().min(1);

const fieldRule = z.object({
  enabled: z.boolean(),
  required: z.boolean(),
  acceptedPattern: z.string(),
  patternId: z.string(),
  minLength: z.number().int().min(0),
  maxLength: z.number().int().min(0),
});

const schemas = {
  maintenance: z.object({ merchantCode, on: z.boolean(), until: z.string().nullish() }),
  region: z.object({ merchantCode, deny: z.array(z.string().length(2)) }),
  latency: z.object({ ms: z.number().int().min(0).max(60_000) }),
  registerSettings: z.object({
    merchantCode,
    captchaEnabled: z.boolean().optional(),
    smsVerification: z.boolean().optional(),
    /** merged into the stored rules field by field */
    fields: z.record(z.string(), fieldRule),
  }),
};

/** The parsed JSON body, or undefined after answering 400. */
async function body<T>(c: Context, schema: z.ZodType<T>): Promise<T | undefined> {
  const parsed = schema.safeParse(await c.req.json().catch(() => undefined));
  return parsed.success ? parsed.data : undefined;
}

const badBody = (c: Context) => fail(c, 400, 'BAD_REQUEST', 'Malformed body');
const unknownMerchant = (c: Context) => fail(c, 400, 'INVALID_DOMAIN', 'Unknown merchant');

admin.post('/maintenance', async (c) => {
  const input = await body(c, schemas.maintenance);
  if (!input) return badBody(c);
  if (!(await findMerchant(c.env.DB, input.merchantCode))) return unknownMerchant(c);
  await setMaintenance(c.env.DB, input.merchantCode, input.on, input.on ? (input.until ?? null) : null);
  return ok(c, { merchantCode: input.merchantCode, on: input.on });
});

admin.post('/region', async (c) => {
  const input = await body(c, schemas.region);
  if (!input) return badBody(c);
  if (!(await findMerchant(c.env.DB, input.merchantCode))) return unknownMerchant(c);
  const deny = input.deny.map((country) => country.toUpperCase());
  await setDeniedCountries(c.env.DB, input.merchantCode, deny);
  return ok(c, { merchantCode: input.merchantCode, deny });
});

admin.post('/latency', async (c) => {
  const input = await body(c, schemas.latency);
  if (!input) return badBody(c);
  setLatency(input.ms);
  return ok(c, input);
});

admin.put('/register-settings', async (c) => {
  const input = await body(c, schemas.registerSettings);
  if (!input) return badBody(c);
  const row = await findRegisterSettings(c.env.DB, input.merchantCode);
  if (!row) return unknownMerchant(c);
  const current = toRegisterSettings(row);
  const next = {
    captchaEnabled: input.captchaEnabled ?? current.captchaEnabled,
    smsVerification: input.smsVerification ?? current.smsVerification,
    fields: { ...current.fields, ...input.fields },
  };
  await saveRegisterSettings(c.env.DB, input.merchantCode, {
    captcha_enabled: next.captchaEnabled ? 1 : 0,
    sms_verification: next.smsVerification ? 1 : 0,
    fields: JSON.stringify(next.fields),
  });
  return ok(c, next);
});
