/**
 * The API client's contract, one for both sides: the interface the browser's client
 * (client/lib/api-client.ts) and the server render's (worker/ssr/server-api.ts) implement,
 * the errors both throw, and how both write a query string, so a call fails and is cached
 * alike on either side.
 */
import type { ReadAnswer, ReadPath, WriteAnswer, WriteBodyArgs, WriteMethod, WritePath } from './api/paths';

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
