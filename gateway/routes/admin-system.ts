/** /__admin/* (operator, X-Admin-Token: gateway/index.ts): the brand's switches (maintenance, region, modules, register settings, login guard) and the development switches (latency, faults). */
import { Hono } from 'hono';
import { z } from 'zod';
import { liveBrand } from '../domain/live';
import { changeRegisterSettings, denyCountries, switchLoginGuard, setWithdrawStepUp, switchMaintenance, switchModule } from '../domain/system-admin';
import type { AppEnv } from '../env';
import { badBody, body, merchantCode, unknownMerchant } from '../lib/admin-body';
import { fail, ok } from '../lib/envelope';
import { clearFaults, FAULT_KINDS, setFault } from '../middleware/faults';
import { setLatency } from '../middleware/latency';

export const adminSystem = new Hono<AppEnv>();

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
  fault: z.object({ merchantCode, prefix: z.string().regex(/^\/(wps|lgw)\//), kind: z.enum(FAULT_KINDS), ms: z.number().int().min(0).max(60_000).default(0) }),
  module: z.object({ merchantCode, modId: z.string().min(1).max(50), on: z.boolean() }),
  stepUp: z.object({ merchantCode, withdrawAbove: z.number().int().min(0) }),
  registerSettings: z.object({
    merchantCode,
    captchaEnabled: z.boolean().optional(),
    smsVerification: z.boolean().optional(),
    /** merged into the stored rules field by field */
    fields: z.record(z.string(), fieldRule),
  }),
};

adminSystem.post('/maintenance', async (c) => {
  const input = await body(c, schemas.maintenance);
  if (!input) return badBody(c);
  if (!(await switchMaintenance(c.env.DB, input.merchantCode, input.on, input.until ?? null))) return unknownMerchant(c);
  if (input.on && input.until) liveBrand(c, input.merchantCode, 'maintenance.scheduled', { until: input.until });
  return ok(c, { merchantCode: input.merchantCode, on: input.on });
});

adminSystem.post('/region', async (c) => {
  const input = await body(c, schemas.region);
  if (!input) return badBody(c);
  const deny = await denyCountries(c.env.DB, input.merchantCode, input.deny);
  return deny ? ok(c, { merchantCode: input.merchantCode, deny }) : unknownMerchant(c);
});

adminSystem.post('/latency', async (c) => {
  const input = await body(c, schemas.latency);
  if (!input) return badBody(c);
  setLatency(input.ms);
  return ok(c, input);
});

/** Development: a fault on every /wps or /lgw answer under a prefix for one merchant (middleware/faults.ts). */
adminSystem.post('/faults', async (c) => {
  const input = await body(c, schemas.fault);
  if (!input) return badBody(c);
  setFault(input);
  return ok(c, input);
});

adminSystem.delete('/faults', (c) => {
  clearFaults();
  return ok(c, null);
});

/** Switches one whitelabel module (docs/product.md 6 feature toggles), e.g. MOBILEREGPASS. */
adminSystem.post('/modules', async (c) => {
  const input = await body(c, schemas.module);
  if (!input) return badBody(c);
  if (!(await switchModule(c.env.DB, input.merchantCode, input.modId, input.on))) return fail(c, 404, 'NOT_FOUND', 'No such merchant or module');
  return ok(c, input);
});

/** The brand's withdrawal amount above which a member with a second factor proves it (STEPUPWITHDRAW). */
adminSystem.put('/second-factor', async (c) => {
  const input = await body(c, schemas.stepUp);
  if (!input) return badBody(c);
  return (await setWithdrawStepUp(c.env.DB, input.merchantCode, input.withdrawAbove)) ? ok(c, input) : unknownMerchant(c);
});

adminSystem.put('/register-settings', async (c) => {
  const input = await body(c, schemas.registerSettings);
  if (!input) return badBody(c);
  const next = await changeRegisterSettings(c.env.DB, input.merchantCode, input);
  return next ? ok(c, next) : unknownMerchant(c);
});

// ---------------------------------------------------------------- brand switches (login slice)

const loginGuardSchema = z.object({ merchantCode, on: z.boolean() });

/** docs/product.md 2.1 login guard of a merchant on or off (whitelabel loginGuard). */
adminSystem.post('/login-guard', async (c) => {
  const input = await body(c, loginGuardSchema);
  if (!input) return badBody(c);
  return (await switchLoginGuard(c.env.DB, input.merchantCode, input.on)) ? ok(c, input) : unknownMerchant(c);
});
