import { CENTRE_PARAM } from '@shared/centre';

/**
 * The query string part of a page-cache key, or null when the page must be rendered
 * for this request and not kept. It bounds what query strings can put in the cache:
 *
 * - Tracking parameters (utm_*, click ids) are read by nothing the server renders, so they are
 *   left out of the key: `/?utm_source=x` is the page of `/`.
 * - Every other parameter must be one the pages read (PAGE_PARAMS), with a short value of
 *   plain characters, and few of them; anything else (an unknown name, free text such as a
 *   search, a long value) is rendered per request and never stored, so random query strings
 *   cannot fill the cache or make each request a miss that is stored.
 * A parameter a page starts reading that is not listed here costs only its caching: such pages
 * are rendered per request, which is always correct.
 */
export const PAGE_PARAMS = new Set([
  CENTRE_PARAM,
  'affiliateCode',
  'category',
  'classify',
  'firstLogin',
  'gameCode',
  'hot',
  'id',
  'minBet',
  'minLine',
  'page',
  'playType',
  'referralCode',
  'tab',
  'type',
  'vendor',
]);
const TRACKING = /^(?:utm_[a-z_]+|fbclid|gclid|gbraid|wbraid|msclkid|ttclid|_ga)$/;
const VALUE = /^[\w./-]{0,64}$/;
const MAX_PARAMS = 6;

export function pageQuery(url: URL): string | null {
  const kept = new URLSearchParams();
  for (const [name, value] of url.searchParams) {
    if (TRACKING.test(name)) continue;
    if (!PAGE_PARAMS.has(name) || !VALUE.test(value)) return null;
    kept.append(name, value);
  }
  if (kept.size > MAX_PARAMS) return null;
  kept.sort();
  const query = kept.toString();
  return query ? `?${query}` : '';
}
