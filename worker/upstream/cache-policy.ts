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
   * The answer carries the visitor's own location (system status): cached per country
   * for the gate, which only reads the status code, and never served from the cache to
   * a browser, which would see another visitor's IP.
   */
  visitorSpecific?: boolean;
}

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
  '/wps/system/status': { ttl: 10, params: [], visitorSpecific: true },
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
