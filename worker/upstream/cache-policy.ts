/**
 * Which upstream GETs are public and may be cached at the edge, and for how long (seconds).
 * DESIGN.md: whitelabel, register settings, routers, merchant wallet, notices and system
 * status are cached; banners, vendors, lanes and lists are public catalogue data too.
 * Anything not listed here is never cached and is personal by default.
 */
export interface CachePolicy {
  ttl: number;
  /** the answer depends on the visitor's country (system status) */
  perCountry?: boolean;
}

const POLICIES: Record<string, CachePolicy> = {
  '/wps/system/status': { ttl: 10, perCountry: true },
  '/wps/system/whitelabel': { ttl: 60 },
  '/wps/system/setting/register': { ttl: 300 },
  '/wps/system/customerService': { ttl: 60 },
  '/wps/system/domainRoute': { ttl: 300 },
  '/wps/banners': { ttl: 60 },
  '/wps/notice': { ttl: 60 },
  '/wps/announcements': { ttl: 60 },
  '/lgw/games/vendors': { ttl: 60 },
  '/lgw/games/vendor': { ttl: 60 },
  '/lgw/games/list': { ttl: 30 },
};

/** Stale answers are still served (and refreshed behind) for this long. */
export const MAX_STALE_SECONDS = 3600;

export function cachePolicy(pathname: string): CachePolicy | undefined {
  return POLICIES[pathname];
}
