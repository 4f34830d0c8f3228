import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { LANGUAGES, type Language } from '@shared/constants';
import { isDevelopment, type AppEnv, type Visitor } from '../env';
import { edgeClockAhead } from '../upstream/edge-clock';
import { createUpstream } from '../upstream/upstream';

/** two capitals, or Cloudflare's T1 for Tor; anything else (missing included) is unknown, XX */
const COUNTRY = /^(?:[A-Z]{2}|T1)$/;
const IP = /^[0-9a-fA-F.:]{2,45}$/;

/**
 * Who is asking: IP from CF-Connecting-IP only (X-Forwarded-For can be forged), country
 * from request.cf. In development only, both can be simulated for testing the region
 * page: headers x-simulate-country / x-simulate-ip, or the same as ?simulateCountry=
 * &simulateIp= (remembered in a cookie). Production configuration ignores all of it.
 */
export function readVisitor(req: Request, env: { ENVIRONMENT: string }): Visitor {
  const cf = (req as Request & { cf?: { country?: string } }).cf;
  let country = cf?.country && COUNTRY.test(cf.country) ? cf.country : 'XX';
  let ip = req.headers.get('cf-connecting-ip') ?? '0.0.0.0';
  if (isDevelopment(env)) {
    const url = new URL(req.url);
    const cookie = /(?:^|;\s*)dev_geo=([A-Z]{2}|T1)\|([0-9a-fA-F.:]+)/.exec(req.headers.get('cookie') ?? '');
    const simCountry = req.headers.get('x-simulate-country') ?? url.searchParams.get('simulateCountry') ?? cookie?.[1];
    const simIp = req.headers.get('x-simulate-ip') ?? url.searchParams.get('simulateIp') ?? cookie?.[2];
    if (simCountry && COUNTRY.test(simCountry)) country = simCountry;
    if (simIp && IP.test(simIp)) ip = simIp;
    else if (ip === '0.0.0.0') ip = '127.0.0.1';
  }
  return { ip, country };
}

export const visitor: MiddlewareHandler<AppEnv> = async (c, next) => {
  const who = readVisitor(c.req.raw, c.env);
  const brand = c.get('brand');
  const cookieLang = getCookie(c, 'lang') as Language | undefined;
  const lang = cookieLang && LANGUAGES.includes(cookieLang) && brand.languages.includes(cookieLang) ? cookieLang : brand.defaultLanguage;
  const upstreamOrigin = isDevelopment(c.env) && c.env.DEV_UPSTREAM ? c.env.DEV_UPSTREAM : brand.upstream;
  c.set('visitor', who);
  c.set('lang', lang);
  c.set('upstream', createUpstream(brand, upstreamOrigin, who, lang, c.executionCtx, edgeClockAhead(c.req.raw, c.env), c.var.ray ?? null));
  await next();
  // After next(): handlers answer with Responses of their own, which would drop it otherwise.
  if (isDevelopment(c.env) && new URL(c.req.url).searchParams.has('simulateCountry')) {
    c.res.headers.append('set-cookie', `dev_geo=${who.country}|${who.ip}; Path=/; HttpOnly; SameSite=Lax`);
  }
};
