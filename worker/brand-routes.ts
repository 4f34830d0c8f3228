/**
 * A production deployment serves exactly its brands' hosts: every host in BRANDS must be a
 * route of the worker (a custom domain), and every route must be some brand's host, or a
 * brand rolls out unreachable or a domain answers "invalid domain". Checked before a deploy
 * (scripts/check-brands.ts), never at run time.
 */

/** A route of wrangler.toml: "host/path*" or { pattern, custom_domain?, zone_name? }. */
export type WorkerRoute = string | { pattern: string; custom_domain?: boolean; zone_name?: string; zone_id?: string };

/** The hostname a route serves: a custom domain's pattern is the hostname; a route pattern may add a path and a leading "*.". */
export function routeHost(route: WorkerRoute): string {
  const pattern = typeof route === 'string' ? route : route.pattern;
  return pattern
    .replace(/^https?:\/\//, '')
    .replace(/\/.*$/, '')
    .toLowerCase();
}

/** What does not match between the brands' hosts and the routes, one line each; empty when they match. */
export function brandRouteProblems(hosts: readonly string[], routes: readonly WorkerRoute[]): string[] {
  const routed = new Set(routes.map(routeHost));
  const served = new Set(hosts.map((h) => h.toLowerCase()));
  return [
    ...[...served].filter((h) => !routed.has(h)).map((h) => `host ${h} of BRANDS has no route in the production profile`),
    ...[...routed].filter((h) => !served.has(h)).map((h) => `route ${h} serves no brand of BRANDS`),
  ];
}
