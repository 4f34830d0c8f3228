import type { Envelope } from '@shared/api';
import type { ReadAnswer, ReadPath } from '@shared/api/paths';
import type { BrandConfig } from '../brand-config';
import type { Visitor } from '../env';
import { logUpstreamFailure } from '../observability/upstream-log';
import { cachePolicy } from './cache-policy';
import { cachedFetch, fetchedAt } from './edge-cache';
import { buildUpstreamUrl } from './upstream-url';

/** Upstream calls time out after this; the player sees the docs/product.md 8 timeout text. */
export const UPSTREAM_TIMEOUT_MS = 10_000;

/** Methods whose call is repeated once after a connection failure (no body, no side effect). */
const RETRIED_METHODS = new Set(['GET', 'HEAD']);

export class UpstreamError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status = 502,
  ) {
    super(message);
  }
}

export interface UpstreamRequest {
  method: string;
  pathname: string;
  search?: string;
  headers?: Headers;
  body?: BodyInit | null;
}

/**
 * One public read of this request, as the page cache (worker/ssr/page-cache.ts) needs it:
 * until when its answer is fresh by the edge cache's rules, or null when it may not be kept
 * in a page at all (not listed in cache-policy.ts, so personal by default; specific to the
 * visitor; or failed).
 */
export interface UpstreamRead {
  pathname: string;
  freshUntil: number | null;
}

export interface Upstream {
  readonly origin: string;
  /** every public read of this request so far, in order (per request: createUpstream is) */
  readonly reads: UpstreamRead[];
  /** A raw call; the caller decides what reaches the browser. */
  send(req: UpstreamRequest): Promise<Response>;
  /** A public GET, through the edge cache when cache-policy.ts lists the path. */
  getPublic(pathname: string, search?: string): Promise<Response>;
  /** getPublic, unwrapped: the envelope's value, or an UpstreamError. */
  getValue<P extends ReadPath>(pathname: P, query?: Record<string, string | number | undefined>): Promise<ReadAnswer<P>>;
}

/** The headers every upstream call carries: who the brand is and who the visitor is. */
function identityHeaders(brand: BrandConfig, visitor: Visitor, lang: string): Headers {
  return new Headers({
    'x-merchant-code': brand.merchantCode,
    'x-client-ip': visitor.ip,
    'x-client-country': visitor.country,
    language: lang,
    accept: 'application/json',
  });
}

/**
 * `clockAheadMs`: how far ahead of the real clock the edge cache judges freshness (0 but in
 * development tests); `ray`: the request's ray id, on its failure lines.
 */
export function createUpstream(
  brand: BrandConfig,
  upstreamOrigin: string,
  visitor: Visitor,
  lang: string,
  ctx: Pick<ExecutionContext, 'waitUntil'>,
  clockAheadMs = 0,
  ray: string | null = null,
): Upstream {
  const send = async ({ method, pathname, search = '', headers, body }: UpstreamRequest) => {
    const url = buildUpstreamUrl(upstreamOrigin, pathname, search);
    const merged = identityHeaders(brand, visitor, lang);
    headers?.forEach((value, name) => {
      merged.set(name, value);
    });
    // one deadline for the call, retries included
    const signal = AbortSignal.timeout(UPSTREAM_TIMEOUT_MS);
    const attempts = RETRIED_METHODS.has(method) ? 2 : 1;
    const started = Date.now();
    const failed = (upstreamStatus: number | null, reason: 'status' | 'timeout' | 'network') =>
      logUpstreamFailure({ ray, brand: brand.merchantCode, method, path: pathname, upstreamStatus, durationMs: Date.now() - started, reason });
    for (let attempt = 1; ; attempt++) {
      try {
        const response = await fetch(url, { method, headers: merged, body, redirect: 'manual', signal });
        if (response.status >= 500) failed(response.status, 'status');
        return response;
      } catch (error) {
        const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
        // a pooled connection the upstream had just closed: a read can safely go again
        if (!timedOut && attempt < attempts) continue;
        failed(null, timedOut ? 'timeout' : 'network');
        throw new UpstreamError(timedOut ? 'TIMEOUT' : 'NETWORK', String(error), timedOut ? 504 : 502);
      }
    }
  };

  const cachedPublic = (pathname: string, search: string) => {
    const policy = cachePolicy(pathname);
    if (!policy) return send({ method: 'GET', pathname, search });
    const given = new URLSearchParams(search);
    const params = new URLSearchParams();
    for (const name of policy.params) {
      const value = given.get(name);
      if (value !== null) params.set(name, value);
    }
    params.sort();
    const upstreamSearch = params.size ? `?${params}` : '';
    const load = () => send({ method: 'GET', pathname, search: upstreamSearch });
    // Scope in the path: the Cache API ignores URL fragments.
    // a visitor-specific answer (the status: the upstream may refuse one IP) is this visitor's
    // alone, keyed by their IP as well as their country, never another visitor's
    const who = policy.visitorSpecific ? `${visitor.country}/${encodeURIComponent(visitor.ip)}` : 'all';
    const scope = `${brand.merchantCode}/${lang}/${who}`;
    const key = `https://edge-cache.invalid/${scope}${pathname}?${params}`;
    return cachedFetch(key, policy.ttl, load, ctx, Date.now() + clockAheadMs, policy.maxStale, policy.visitorSpecific);
  };

  const reads: UpstreamRead[] = [];

  const readPublic = async (pathname: string, search: string): Promise<{ response: Response; read: UpstreamRead }> => {
    const read: UpstreamRead = { pathname, freshUntil: null };
    reads.push(read);
    const policy = cachePolicy(pathname);
    const response = await cachedPublic(pathname, search);
    const at = fetchedAt(response);
    if (policy && !policy.visitorSpecific && response.ok && at !== null) read.freshUntil = at + policy.ttl * 1000;
    return { response, read };
  };

  return {
    origin: upstreamOrigin,
    reads,
    send,
    getPublic: async (pathname: string, search = '') => (await readPublic(pathname, search)).response,
    async getValue<P extends ReadPath>(pathname: P, query: Record<string, string | number | undefined> = {}) {
      const params = new URLSearchParams();
      for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== '') params.set(k, String(v));
      const search = params.size ? `?${params}` : '';
      const { response, read } = await readPublic(pathname, search);
      try {
        return await unwrap<ReadAnswer<P>>(response);
      } catch (error) {
        // an envelope's own failure: a page showing it is not kept
        read.freshUntil = null;
        throw error;
      }
    },
  };
}

/**
 * The value of an upstream answer, or the catalogue's error, by the proxy's rule
 * (gateway-proxy.ts `relay`), so a server-rendered part and a browser call fail alike: an
 * error page (5xx, not JSON) and a JSON answer cut mid-body or unparseable are NETWORK; a
 * page where JSON was expected is UNKNOWN; an envelope's own failure keeps its code.
 */
export async function unwrap<T>(response: Response): Promise<T> {
  const type = response.headers.get('content-type') ?? '';
  if (!/^application\/json\b/i.test(type)) {
    void response.body?.cancel();
    throw new UpstreamError(response.status >= 500 ? 'NETWORK' : 'UNKNOWN', `upstream answered ${response.status} ${type || 'untyped'}, not JSON`);
  }
  let envelope: Envelope<T>;
  try {
    envelope = (await response.json()) as Envelope<T>;
  } catch {
    throw new UpstreamError('NETWORK', `upstream answered ${response.status} with JSON cut or unreadable`);
  }
  if (!envelope.success) throw new UpstreamError(envelope.code || 'UNKNOWN', envelope.message, response.status);
  return envelope.value;
}
