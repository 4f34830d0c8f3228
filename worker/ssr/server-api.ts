import { ApiError, ApiFailure, type ApiClient, type Query, toSearch } from '@shared/api-client';
import type { Envelope } from '@shared/api';
import type { ReadAnswer, ReadPath } from '@shared/api/paths';
import { sanitizeContent } from '../content/sanitize-content';
import { cachePolicy } from '../upstream/cache-policy';
import { UpstreamError, type Upstream } from '../upstream/upstream';

/** A member's read through the proxy's own path (worker/proxy/gateway-proxy.ts memberRead): the answer the browser would get. */
export type MemberRead = (path: string, search: string) => Promise<Response>;

/**
 * The ApiClient of the server render: calls go straight to the upstream, not through HTTP to
 * this worker. Public reads (cache-policy.ts lists them) come through the edge cache, for a
 * member too. With a session (`memberRead`), anything else is the member's own and goes the
 * way the browser's /wps call would, with the session's token, never through the edge cache;
 * its answer is read as the browser's ApiClient reads it (client/lib/api-client.ts; both implement shared/api-client.ts), so a part
 * fails alike on both sides. Without a session such a read goes without a token, as before.
 */
export function createServerApi(upstream: Upstream, memberRead?: MemberRead): ApiClient {
  return {
    async get<P extends ReadPath>(path: P, query?: Query): Promise<ReadAnswer<P>> {
      if (memberRead && !cachePolicy(path.split('?', 1)[0]!)) {
        // the address the browser would call (a path may carry its own query)
        const url = path + toSearch(query);
        const at = url.indexOf('?');
        return envelopeValue<ReadAnswer<P>>(await memberRead(at < 0 ? url : url.slice(0, at), at < 0 ? '' : url.slice(at)));
      }
      try {
        return sanitizeContent(path, await upstream.getValue(path, query));
      } catch (error) {
        if (error instanceof UpstreamError) throw new ApiError(error.code, error.message);
        throw new ApiError('UNKNOWN', String(error));
      }
    },
    send() {
      return Promise.reject(new ApiError('UNKNOWN', 'state-changing calls are made from the browser'));
    },
  };
}

/** The value of a proxied answer, or its catalogue error (with the envelope's value), as the browser's ApiClient reads it. */
async function envelopeValue<T>(response: Response): Promise<T> {
  let envelope: Envelope<T>;
  try {
    envelope = (await response.json()) as Envelope<T>;
  } catch (error) {
    throw new ApiError(error instanceof SyntaxError ? 'UNKNOWN' : 'NETWORK', `HTTP ${response.status}`);
  }
  if (!envelope.success) throw new ApiFailure(envelope.code || 'UNKNOWN', envelope.message, envelope.value);
  return envelope.value;
}
