import { ApiError, type ApiClient, type Query } from '@client/lib/api-client';
import { sanitizeContent } from '../content/sanitize-content';
import { UpstreamError, type Upstream } from '../upstream/upstream';

/** The ApiClient of server-side loaders: straight to the upstream (through the edge cache), not through HTTP to itself. */
export function createServerApi(upstream: Upstream): ApiClient {
  return {
    async get<T>(path: string, query?: Query) {
      try {
        return sanitizeContent(path, await upstream.getValue<T>(path, query));
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
