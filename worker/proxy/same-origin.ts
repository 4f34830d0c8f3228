/**
 * CSRF check for state-changing calls: hono's csrf() only looks at form content types
 * (docs/stack-notes.md), so every POST, PUT, PATCH and DELETE must show a same-origin Origin, or,
 * where a browser sends no Origin, Sec-Fetch-Site: same-origin.
 */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function isSameOriginRequest(request: Request): boolean {
  if (SAFE_METHODS.has(request.method)) return true;
  const own = new URL(request.url).origin;
  const origin = request.headers.get('origin');
  if (origin) return origin === own;
  return request.headers.get('sec-fetch-site') === 'same-origin';
}
