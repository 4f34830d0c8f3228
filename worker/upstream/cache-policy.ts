/**
 * Which upstream GETs are public and may be cached at the edge, and for how long (seconds).
 * docs/architecture.md: whitelabel, register settings, routers, merchant wallet, notices and system
 * status are cached; banners, vendors, lanes and lists are public catalogue data too.
 * Anything not listed here is never cached and is personal by default.
 */
export interface CachePolicy {
  ttl: number;
  /**
   * The query parameters the answer depends on. Only these reach the upstream and the
   * cache key, so random query strings can neither bypass the cache nor fill it.
   */
  params: readonly string[];
  /**
   * The answer is the upstream's decision about this one visitor (system status: it may refuse
   * an IP, not only a country): cached per IP (and country), never shared between visitors, and
   * never served from the cache to a browser, which would see another visitor's address.
   */
  visitorSpecific?: boolean;
  /**
   * How long a stale answer is still served (and refreshed behind) when the upstream cannot be
   * read; MAX_STALE_SECONDS when not set. Past it the answer is gone, as if never fetched.
   */
  maxStale?: number;
}

/**
 * The last known system status is kept at most a minute past its 10 s of freshness, 70 s after it
 * was fetched (SECURITY.md "Region gate"): long enough that an upstream blip (a restart, one answer
 * that times out after 10 s) does not flip every page to the brand's unreadable-status choice,
 * short enough that a maintenance or an upstream refusal switched on or off is not overruled by an
 * old answer for more than a minute while the upstream is unreachable. An hour (the catalogue's staleness) would let a visitor the upstream
 * has just refused keep being served, or keep a finished maintenance on screen, for an hour.
 * After it, the brand's regions.statusUnreadable decides (serve, or the maintenance page); the
 * brand's own region rule never depends on it.
 */
export const STATUS_MAX_STALE_SECONDS = 60;

const LIST_PARAMS = [
  'gameType',
  'vassalage',
  'gameClassify',
  'gameName',
  'minBet',
  'minLineNum',
  'pageNo',
  'pageSize',
  'clientType',
  'platform',
  'channel',
  'language',
];

const POLICIES: Record<string, CachePolicy> = {
  // The status decides whether the visitor is served at all (maintenance, the upstream's region or
  // per-IP refusal): fresh for 10 s; the last known one kept at most 60 s (STATUS_MAX_STALE_SECONDS).
  '/wps/system/status': { ttl: 10, params: [], visitorSpecific: true, maxStale: STATUS_MAX_STALE_SECONDS },
  '/wps/system/whitelabel': { ttl: 60, params: [] },
  '/wps/system/setting/register': { ttl: 300, params: [] },
  '/wps/system/customerService': { ttl: 60, params: [] },
  '/wps/system/domainRoute': { ttl: 300, params: [] },
  '/wps/banners': { ttl: 60, params: ['groupName'] },
  '/wps/notice': { ttl: 60, params: [] },
  '/wps/announcements': { ttl: 60, params: ['type', 'pageNo', 'pageSize'] },
  '/wps/system/helpCenter': { ttl: 300, params: [] },
  '/wps/winnerBoard': { ttl: 60, params: ['count'] },
  '/lgw/games/vendors': { ttl: 60, params: [] },
  '/lgw/games/vendor': { ttl: 60, params: ['gameCategory', 'platform'] },
  '/lgw/games/list': { ttl: 30, params: LIST_PARAMS },
  '/lgw/games/hot': { ttl: 30, params: [...LIST_PARAMS, 'isPlatform'] },
  '/lgw/games/popular': { ttl: 60, params: ['count', 'prizeMode', 'device', 'language'] },
  // draws come every few minutes (gateway cron): half a minute late is fine for everyone
  '/lgw/lottery/numbers': { ttl: 30, params: ['count'] },
  '/lgw/lottery/opened': { ttl: 30, params: ['gameCode'] },
  '/lgw/vn/numero': { ttl: 30, params: ['gameCode'] },
  '/lgw/vn/games/game_menu': { ttl: 300, params: ['prizeMode', 'device'] },
  '/wps/promotion/list': { ttl: 60, params: ['category'] },
  '/wps/promotion/detail': { ttl: 60, params: ['id'] },
};

/** Stale answers are still served (and refreshed behind) for this long. */
export const MAX_STALE_SECONDS = 3600;

export function cachePolicy(pathname: string): CachePolicy | undefined {
  return POLICIES[pathname];
}
