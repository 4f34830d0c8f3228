/** /__admin/* (operator, X-Admin-Token: gateway/index.ts): the brand's switches (maintenance, region, modules, register settings, login guard) and the development switches (latency, faults). */
import { Hono } from 'hono';
import {
  deniedCountriesSchema,
  faultSchema,
  latencySchema,
  loginGuardSwitchSchema,
  maintenanceSwitchSchema,
  moduleSwitchSchema,
  registerSettingsChangeSchema,
  withdrawStepUpSchema,
} from '@shared/schemas-system';
import { liveBrand } from '../domain/live';
import { resealTotpSecrets } from '../domain/totp-vault';
import { changeRegisterSettings, denyCountries, switchLoginGuard, setWithdrawStepUp, switchMaintenance, switchModule } from '../domain/system-admin';
import type { AppEnv } from '../env';
import { badBody, body, unknownMerchant } from '../lib/admin-body';
import { fail, ok } from '../lib/envelope';
import { clearFaults, setFault } from '../middleware/faults';
import { setLatency } from '../middleware/latency';

export const adminSystem = new Hono<AppEnv>();

adminSystem.post('/maintenance', async (c) => {
  const input = await body(c, maintenanceSwitchSchema);
  if (!input) return badBody(c);
  const startsAt = input.startsAt ? Date.parse(input.startsAt) : null;
  if (!(await switchMaintenance(c.env.DB, input.merchantCode, input.on, input.until ?? null, startsAt))) return unknownMerchant(c);
  // every open page: a notice counting down to the start (or saying it is closing now), cleared when it ends
  if (!input.on) liveBrand(c, input.merchantCode, 'maintenance.ended');
  else if (input.until || startsAt) liveBrand(c, input.merchantCode, 'maintenance.scheduled', { until: input.until ?? null, startsAt: input.startsAt ?? null });
  return ok(c, { merchantCode: input.merchantCode, on: input.on });
});

adminSystem.post('/region', async (c) => {
  const input = await body(c, deniedCountriesSchema);
  if (!input) return badBody(c);
  const deny = await denyCountries(c.env.DB, input.merchantCode, input.deny);
  return deny ? ok(c, { merchantCode: input.merchantCode, deny }) : unknownMerchant(c);
});

adminSystem.post('/latency', async (c) => {
  const input = await body(c, latencySchema);
  if (!input) return badBody(c);
  setLatency(input.ms);
  return ok(c, input);
});

/** Development: a fault on every /wps or /lgw answer under a prefix for one merchant (middleware/faults.ts). */
adminSystem.post('/faults', async (c) => {
  const input = await body(c, faultSchema);
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
  const input = await body(c, moduleSwitchSchema);
  if (!input) return badBody(c);
  if (!(await switchModule(c.env.DB, input.merchantCode, input.modId, input.on))) return fail(c, 404, 'NOT_FOUND', 'No such merchant or module');
  return ok(c, input);
});

/** The brand's withdrawal amount above which a member with a second factor proves it (STEPUPWITHDRAW). */
adminSystem.put('/second-factor', async (c) => {
  const input = await body(c, withdrawStepUpSchema);
  if (!input) return badBody(c);
  return (await setWithdrawStepUp(c.env.DB, input.merchantCode, input.withdrawAbove, input.factorCoolOffMinutes)) ? ok(c, input) : unknownMerchant(c);
});

/** Every TOTP secret not sealed with the current TOTP_KEYS key (plain ones from before migration 0064, or an older key) sealed with it. */
adminSystem.post('/second-factor/reseal', async (c) => ok(c, await resealTotpSecrets(c.env.DB)));

adminSystem.put('/register-settings', async (c) => {
  const input = await body(c, registerSettingsChangeSchema);
  if (!input) return badBody(c);
  const next = await changeRegisterSettings(c.env.DB, input.merchantCode, input);
  return next ? ok(c, next) : unknownMerchant(c);
});

// ---------------------------------------------------------------- brand switches (login slice)

/** docs/product.md 2.1 login guard of a merchant on or off (whitelabel loginGuard). */
adminSystem.post('/login-guard', async (c) => {
  const input = await body(c, loginGuardSwitchSchema);
  if (!input) return badBody(c);
  return (await switchLoginGuard(c.env.DB, input.merchantCode, input.on)) ? ok(c, input) : unknownMerchant(c);
});
