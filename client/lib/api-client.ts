import type { Envelope } from '@shared/api';
import type { ReadAnswer, ReadPath, WriteAnswer, WriteBodyArgs, WriteMethod, WritePath } from '@shared/api/paths';

export type Query = Record<string, string | number | undefined>;

/**
 * The one way features talk to the gateway; the server and the browser each provide one.
 * The path decides the answer's type and the body's (shared/api/paths.ts).
 */
export interface ApiClient {
  get<P extends ReadPath>(path: P, query?: Query): Promise<ReadAnswer<P>>;
  /** State-changing calls: browser only (the worker's loaders only read). A FormData body goes as multipart. */
  send<M extends WriteMethod, P extends WritePath<M>>(method: M, path: P, ...body: WriteBodyArgs<M, P>): Promise<WriteAnswer<M, P>>;
}

/**
 * An error a player may see: its code maps to the docs/product.md 8 catalogue. The message is
 * the code itself, so the error reads the same after React Router serialises it from
 * the server into the page.
 */
export class ApiError extends Error {
  constructor(
    readonly code: string,
    readonly detail = '',
  ) {
    super(code);
    this.name = 'ApiError';
  }
}

export const REQUEST_TIMEOUT_MS = 15_000;

export function toSearch(query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  params.sort();
  return params.size ? `?${params}` : '';
}

/**
 * An ApiError that also carries the envelope's value: some failures say more
 * (a failed login says whether a captcha is now required).
 */
export class ApiFailure<V> extends ApiError {
  constructor(
    code: string,
    detail: string,
    readonly value: V,
  ) {
    super(code, detail);
  }
}

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
