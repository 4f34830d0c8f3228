/**
 * Stale-while-revalidate on top of the Workers Cache API, which ignores
 * stale-while-revalidate itself (docs/stack-notes.md): each entry carries the time it was fetched;
 * a stale entry is served at once and refreshed in ctx.waitUntil. Only successful
 * answers are stored, and never with Set-Cookie.
 */
import { MAX_STALE_SECONDS } from './cache-policy';
import { IsolateCache } from './isolate-cache';

const FETCHED_AT = 'x-edge-fetched-at';

/** When an answer of cachedFetch was fetched from the upstream (ms), or null when it was never kept. */
export function fetchedAt(response: Response): number | null {
  const value = response.headers.get(FETCHED_AT);
  return value === null ? null : Number(value);
}

/** Fresh answers this isolate read last (isolate-cache.ts): the same bytes as the Cache API's copy. */
const recent = new IsolateCache<{ text: string; type: string; fetchedAt: number }>(256, 2 * 1024 * 1024);
/**
 * The same for answers kept per visitor (the status, keyed by IP): a store of their own, so a
 * stream of new visitors never pushes the brands' shared answers out of `recent`.
 */
const perVisitor = new IsolateCache<{ text: string; type: string; fetchedAt: number }>(1024, 512 * 1024);
type Store = typeof recent;

const fromMemory = (kept: { text: string; type: string; fetchedAt: number }) =>
  new Response(kept.text, { headers: { 'content-type': kept.type, [FETCHED_AT]: String(kept.fetchedAt) } });

/** Keeps a fresh stored answer in the isolate until its freshness ends; returns an answer with the same body. */
async function remember(store: Store, key: string, ttlSeconds: number, stored: Response): Promise<Response> {
  const text = await stored.text();
  const kept = { text, type: stored.headers.get('content-type') ?? 'application/json', fetchedAt: fetchedAt(stored) ?? 0 };
  store.set(key, kept, text.length * 2, kept.fetchedAt + ttlSeconds * 1000);
  return fromMemory(kept);
}

/**
 * `now` is the clock freshness is judged by: the real one, except in development when a test
 * moves it ahead (worker/upstream/edge-clock.ts) to see a switch upstream without waiting out
 * the time to live. Entries are always stamped with the real time they were fetched.
 */
export async function cachedFetch(
  key: string,
  ttlSeconds: number,
  load: () => Promise<Response>,
  ctx: Pick<ExecutionContext, 'waitUntil'>,
  now = Date.now(),
  maxStaleSeconds = MAX_STALE_SECONDS,
  visitorSpecific = false,
): Promise<Response> {
  const store = visitorSpecific ? perVisitor : recent;
  const kept = store.get(key, now);
  if (kept) return fromMemory(kept);
  const cache = await caches.open('upstream');
  const request = new Request(key);
  const hit = await cache.match(request);
  const age = hit ? now - Number(hit.headers.get(FETCHED_AT) ?? 0) : 0;
  // past its staleness bound an entry is gone, whatever the Cache API still holds: fetched anew,
  // and when that fails the caller learns the upstream cannot be read
  if (hit && age <= (ttlSeconds + maxStaleSeconds) * 1000) {
    if (age > ttlSeconds * 1000) {
      // the refreshed answer replaces this isolate's copy too: an older one kept in memory would
      // otherwise be served until its own freshness ended (a switch seen late)
      ctx.waitUntil(
        refresh(cache, request, load, ttlSeconds + maxStaleSeconds)
          .then((fresh) => (fetchedAt(fresh) === null ? undefined : remember(store, key, ttlSeconds, fresh)))
          .catch(() => undefined),
      );
      return hit;
    }
    return remember(store, key, ttlSeconds, hit);
  }
  if (hit) void hit.body?.cancel();
  const fresh = await refresh(cache, request, load, ttlSeconds + maxStaleSeconds);
  return fetchedAt(fresh) === null ? fresh : remember(store, key, ttlSeconds, fresh);
}

/**
 * One fetch and store. Deliberately not shared between requests: workerd cancels a
 * request that awaits I/O begun by another request ("code had hung").
 */
async function refresh(cache: Cache, request: Request, load: () => Promise<Response>, keepSeconds: number): Promise<Response> {
  const response = await load();
  if (!response.ok) return response;
  const body = await response.arrayBuffer();
  // only a whole JSON answer is kept: a 200 error page or a garbled body passes this once (and
  // fails there as the catalogue's error), never sits in the cache after the upstream recovers
  if (!isWholeJson(response.headers.get('content-type'), body)) return new Response(body, { status: response.status, headers: response.headers });
  const stored = new Response(body, {
    headers: {
      'content-type': response.headers.get('content-type') ?? 'application/json',
      'cache-control': `public, max-age=${keepSeconds}`,
      [FETCHED_AT]: String(Date.now()),
    },
  });
  await cache.put(request, stored.clone());
  return stored;
}

function isWholeJson(type: string | null, body: ArrayBuffer): boolean {
  if (!/^application\/json\b/i.test(type ?? '')) return false;
  try {
    JSON.parse(new TextDecoder().decode(body));
    return true;
  } catch {
    return false;
  }
}
