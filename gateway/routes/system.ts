/** /wps/system/*: status, whitelabel, registration settings, customer service. */
import { Hono } from 'hono';
import type { RegisterSettings, SystemStatus, Whitelabel } from '../../shared/contract';
import { findRegisterSettings, listCustomerService, listWhitelabelRows } from '../db/queries/merchants';
import { moduleTree, selfOrigins, systemStatus, toCustomerService, toRegisterSettings, toResource } from '../domain/system';
import type { AppEnv } from '../env';
import { fail, ok } from '../lib/envelope';

export const system = new Hono<AppEnv>();

system.get('/status', (c) =>
  ok<SystemStatus>(
    c,
    systemStatus(c.var.merchant, { ip: c.req.header('X-Client-IP') ?? '', country: c.req.header('X-Client-Country') ?? '' }),
  ),
);

system.get('/whitelabel', async (c) => {
  const m = c.var.merchant;
  const rows = await listWhitelabelRows(c.env.DB, m.code);
  const origins = selfOrigins(c.req.url);
  return ok<Whitelabel>(c, {
    brandName: m.brand_name,
    modules: moduleTree(rows.modules),
    resources: rows.resources.map((r) => toResource(r, origins[0]!)),
    customerService: rows.customerService.map(toCustomerService),
    analytics: { gtagId: null },
    imageCDNs: origins,
    launchGameCDNs: origins,
    loginGuard: m.login_guard === 1,
    currency: m.currency,
  });
});

system.get('/setting/register', async (c) => {
  const row = await findRegisterSettings(c.env.DB, c.var.merchant.code);
  return row ? ok<RegisterSettings>(c, toRegisterSettings(row)) : fail(c, 404, 'NOT_FOUND', 'No registration settings');
});

system.get('/customerService', async (c) => ok(c, (await listCustomerService(c.env.DB, c.var.merchant.code)).map(toCustomerService)));

/** Server time, never cached: clients align countdowns to it (and the benchmark times a plain forwarded call with it). */
system.get('/time', (c) => ok(c, { now: Date.now() }));
