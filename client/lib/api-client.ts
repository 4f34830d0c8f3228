/**
 * The browser's ApiClient. The contract (the interface, the errors, the query string) is
 * shared/api-client.ts, which the server render's client implements too; it is re-exported
 * here because this module is how the client's features reach the API.
 */
import type { Envelope } from '@shared/api';
import { type ApiClient, ApiError, ApiFailure, toSearch } from '@shared/api-client';

export { type ApiClient, ApiError, ApiFailure, type Query, toSearch } from '@shared/api-client';

export const REQUEST_TIMEOUT_MS = 15_000;

/** Same-origin calls through the worker's /wps and /lgw proxy; never holds a token. */
export function createBrowserApi(onFailure?: (failure: ApiFailure<unknown>, url: string) => void): ApiClient {
  const call = async <T>(method: string, url: string, body?: unknown): Promise<T> => {
    let response: Response;
    try {
      response = await fetch(url, {
        // credentials: fetch's default 'same-origin' sends the session cookie to this origin only
        method,
        // FormData (uploads) sets its own multipart content type with the boundary
        headers:
          body === undefined || body instanceof FormData ? { accept: 'application/json' } : { accept: 'application/json', 'content-type': 'application/json' },
        body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
      throw new ApiError(timedOut ? 'TIMEOUT' : 'NETWORK', String(error));
    }
    let envelope: Envelope<T>;
    try {
      envelope = (await response.json()) as Envelope<T>;
    } catch (error) {
      // a body cut mid-way (the connection dropped) is a network failure; a body that is not JSON is unknown
      throw new ApiError(error instanceof SyntaxError ? 'UNKNOWN' : 'NETWORK', `HTTP ${response.status}`);
    }
    if (!envelope.success) {
      const failure = new ApiFailure(envelope.code || 'UNKNOWN', envelope.message, envelope.value);
      onFailure?.(failure, url);
      throw failure;
    }
    return envelope.value;
  };
  return {
    get: (path, query) => call('GET', path + toSearch(query)),
    send: (method, path, ...body) => call(method, path, body[0]),
  };
}
