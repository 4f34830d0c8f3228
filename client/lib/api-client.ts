import type { Envelope } from '../../shared/contract';

export type Query = Record<string, string | number | undefined>;

/** The one way features read the gateway; the server and the browser each provide one. */
export interface ApiClient {
  get<T>(path: string, query?: Query): Promise<T>;
}

/**
 * An error a player may see: its code maps to the SPEC.md 8 catalogue. The message is
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

/** Same-origin calls through the worker's /wps and /lgw proxy; never holds a token. */
export function createBrowserApi(): ApiClient {
  return {
    async get<T>(path: string, query?: Query) {
      let response: Response;
      try {
        response = await fetch(path + toSearch(query), {
          credentials: 'same-origin',
          headers: { accept: 'application/json' },
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        });
      } catch (error) {
        const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
        throw new ApiError(timedOut ? 'TIMEOUT' : 'NETWORK', String(error));
      }
      let envelope: Envelope<T>;
      try {
        envelope = (await response.json()) as Envelope<T>;
      } catch {
        throw new ApiError('UNKNOWN', `HTTP ${response.status}`);
      }
      if (!envelope.success) throw new ApiError(envelope.code || 'UNKNOWN', envelope.message);
      return envelope.value;
    },
  };
}
