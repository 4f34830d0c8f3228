/** /wps/system/*: status, whitelabel, registration settings, customer service, help centre, time. */
import { type Context, Hono } from 'hono';
import type { CustomerServiceEntry, RegisterSettings, SystemStatus, Whitelabel } from '@shared/api';
import type { HelpTopic } from '@shared/api/content';
import { systemStatus } from '../domain/system';
import { customerServiceOf, helpTopicsOf, registrationSettingsOf, whitelabelOf, type Asker } from '../domain/whitelabel';
import type { AppEnv } from '../env';
import { fail, ok } from '../lib/envelope';
import { contentLanguage } from '../lib/language';
import { answers } from '../lib/answers';

export const system = new Hono<AppEnv>();

const asker = (c: Context<AppEnv>): Asker => ({ requestUrl: c.req.url, lang: contentLanguage(c), csKeys: c.env.CS_PATH_KEYS });

system.get(
  '/status',
  answers('GET /wps/system/status', (c) =>
    ok<SystemStatus>(c, systemStatus(c.var.merchant, { ip: c.req.header('X-Client-IP') ?? '', country: c.req.header('X-Client-Country') ?? '' })),
  ),
);

system.get(
  '/whitelabel',
  answers('GET /wps/system/whitelabel', async (c) => ok<Whitelabel>(c, await whitelabelOf(c.env.DB, c.var.merchant, asker(c)))),
);

system.get(
  '/setting/register',
  answers('GET /wps/system/setting/register', async (c) => {
    const settings = await registrationSettingsOf(c.env.DB, c.var.merchant.code);
    return settings ? ok<RegisterSettings>(c, settings) : fail(c, 404, 'NOT_FOUND', 'No registration settings');
  }),
);

system.get(
  '/customerService',
  answers('GET /wps/system/customerService', async (c) => ok<CustomerServiceEntry[]>(c, await customerServiceOf(c.env.DB, c.var.merchant.code, asker(c)))),
);

/** docs/product.md 7.3 help centre: the merchant's topics in the asked language (TY: its own, else Vietnamese), English when it has none. */
system.get(
  '/helpCenter',
  answers('GET /wps/system/helpCenter', async (c) => ok<HelpTopic[]>(c, await helpTopicsOf(c.env.DB, c.var.merchant.code, contentLanguage(c)))),
);

/** Server time, never cached: clients align countdowns to it (and the benchmark times a plain forwarded call with it). */
system.get('/time', (c) => ok(c, { now: Date.now() }));
