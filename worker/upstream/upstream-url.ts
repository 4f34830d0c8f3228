/**
 * Maps a /wps or /lgw path to the upstream. Refuses anything that could make the built
 * URL leave the upstream's API space: dot segments, empty segments, backslashes and the
 * encoded forms of dot, slash, backslash and percent (docs/stack-notes.md: `new URL('//evil/x', base)`
 * and `/wps/%2e%2e/admin` both escape). The origin of the built URL is checked last.
 */
export const ALLOWED_PREFIXES = ['/wps/', '/lgw/'] as const;

const FORBIDDEN = /%2e|%2f|%5c|%25|\\|%00/i;

export class UnsafePathError extends Error {}

export function buildUpstreamUrl(upstream: string, pathname: string, search = ''): URL {
  if (!ALLOWED_PREFIXES.some((p) => pathname.startsWith(p))) throw new UnsafePathError('prefix');
  if (FORBIDDEN.test(pathname)) throw new UnsafePathError('encoded');
  const segments = pathname.split('/').slice(1);
  if (segments.some((s, i) => s === '.' || s === '..' || (s === '' && i < segments.length - 1))) {
    throw new UnsafePathError('segment');
  }
  const base = new URL(upstream);
  const url = new URL(pathname + search, base);
  if (url.origin !== base.origin || url.pathname !== pathname) throw new UnsafePathError('origin');
  return url;
}
