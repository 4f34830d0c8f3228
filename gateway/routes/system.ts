/** /wps/system/*: status, whitelabel, registration settings, customer service. */
import { Hono } from 'hono';
import type { CustomerServiceEntry, RegisterSettings, SystemStatus, Whitelabel } from '@shared/contract';
import type { HelpTopic } from '@shared/contract-content';
import { listHelpTopics } from '../db/queries/service';
import { toHelpTopic } from '../domain/service';
import { findRegisterSettings, listCustomerService, listWhitelabelRows } from '../db/queries/merchants';
import { csKey, moduleTree, selfOrigins, systemStatus, toCustomerService, toRegisterSettings, toResource } from '../domain/system';
import type { AppEnv } from '../env';
import { fail, ok } from '../lib/envelope';
import { BASE_LANGUAGE, contentLanguage, lookupOrder } from '../lib/language';

export const system = new Hono<AppEnv>();

system.get('/status', (c) =>
  ok<SystemStatus>(c, systemStatus(c.var.merchant, { ip: c.req.header('X-Client-IP') ?? '', country: c.req.header('X-Client-Country') ?? '' })),
);

system.get('/whitelabel', async (c) => {
  const m = c.var.merchant;
  const rows = await listWhitelabelRows(c.env.DB, m.code);
  const origins = selfOrigins(c.req.url);
  return ok<Whitelabel>(c, {
    brandName: m.brand_name,
    modules: moduleTree(rows.modules),
    resources: rows.resources.map((r) => toResource(r, origins[0]!)),
    customerService: await Promise.all(
      rows.customerService.map((r) => toCustomerService(r, csKey(c.env.CS_PATH_KEYS, m.code), m.code, origins[0]!, contentLanguage(c))),
    ),
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

system.get('/customerService', async (c) => {
  const code = c.var.merchant.code;
  const key = csKey(c.env.CS_PATH_KEYS, code);
  const origin = selfOrigins(c.req.url)[0]!;
  const rows = await listCustomerService(c.env.DB, code);
  return ok<CustomerServiceEntry[]>(c, await Promise.all(rows.map((r) => toCustomerService(r, key, code, origin, contentLanguage(c)))));
});

/** docs/product.md 7.3 help centre: the merchant's topics in the asked language (TY: its own, else Vietnamese), English when it has none. */
system.get('/helpCenter', async (c) => {
  const code = c.var.merchant.code;
  // help topics are written per language: the first of the language's lookup order that has any, else the base ones
  let rows: Awaited<ReturnType<typeof listHelpTopics>> = [];
  for (const lang of [...lookupOrder(contentLanguage(c)), BASE_LANGUAGE]) {
    rows = await listHelpTopics(c.env.DB, code, lang);
    if (rows.length > 0) break;
  }
  return ok<HelpTopic[]>(c, rows.map(toHelpTopic));
});

/** Server time, never cached: clients align countdowns to it (and the benchmark times a plain forwarded call with it). */
system.get('/time', (c) => ok(c, { now: Date.now() }));
