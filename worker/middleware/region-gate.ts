import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env';
import { renderStatusPage } from '../pages/status-page';
import { canonicalProxyPath, rawPathname } from '../proxy/canonical-path';
import { regionDecision } from '../region/decide';
import { CUSTOMER_SERVICE_PATH } from '../service/customer-service';

/** The code of the catalogue's region error (docs/product.md 8, shared/api ErrorCode) in a refused call's envelope. */
export const REGION_BLOCKED = 'REGION_BLOCKED';

/**
 * What a blocked visitor may still reach on a brand, behind the gate (SECURITY.md "Region gate"):
 * only what the block page's contact-us button needs (docs/product.md 2.2). The routes mounted
 * before the gate (static assets, /healthz, the gateways' signed webhook) never reach a brand's
 * data; tests/unit/region-gate-routes.test.ts walks the router's table and fails on any other.
 */
export const GATE_EXEMPT_CALLS: readonly { method: string; path: string; why: string }[] = [
  { method: 'GET', path: CUSTOMER_SERVICE_PATH, why: 'the customer-service info call behind the contact-us button (SPEC 2.2)' },
];

const API = /^\/(?:wps|lgw)(?:\/|$)/;

function exempt(c: Context<AppEnv>): boolean {
  const method = c.req.method === 'HEAD' ? 'GET' : c.req.method;
  const path = canonicalProxyPath(rawPathname(c.req.raw));
  return GATE_EXEMPT_CALLS.some((e) => e.method === method && e.path === path);
}

/**
 * The brand's own region rule at every door (mounted with app.use('*') after the brand and the
 * visitor are known, before the session and every route): pages, /wps and /lgw calls, the live
 * socket, PWA files and the ?token= exchange. It never asks the upstream. A blocked page visit
 * answers the 451 region page (or a 302 to the brand's redirect); an API call, a socket or any
 * non-page request answers 451 with the catalogue's REGION_BLOCKED envelope carrying the
 * visitor's location and the redirect, if any, for the page to go to.
 */
export const regionGate: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (exempt(c)) return next();
  const { brand, visitor } = c.var;
  const decision = regionDecision(brand.regions, visitor.country);
  if (decision.allowed) return next();
  return regionRefusal(c, decision.redirect);
};

/** The answer to a visitor the region rule (the brand's or the upstream's) refuses. */
export function regionRefusal(c: Context<AppEnv>, redirect: string | undefined): Response | Promise<Response> {
  const { visitor } = c.var;
  const location = { ip: visitor.ip, country: visitor.country };
  const path = c.req.path;
  const isPage = (c.req.method === 'GET' || c.req.method === 'HEAD') && !API.test(path) && path !== '/live/socket' && c.req.header('upgrade') === undefined;
  if (isPage) {
    if (redirect) return new Response(null, { status: 302, headers: { location: redirect, 'cache-control': 'no-store' } });
    return renderStatusPage(c, { kind: 'region', status: 451, systemStatus: { status: 2, location } });
  }
  return Response.json(
    { success: false, code: REGION_BLOCKED, message: REGION_BLOCKED, value: { location, ...(redirect ? { redirect } : {}) } },
    { status: 451, headers: { 'cache-control': 'no-store' } },
  );
}
