/**
 * The one path every proxy rule sees: the worker's rate limits, token keeping,
 * HTML cleaning and cache used to match the path as sent, while the upstream routes the
 * decoded one, so `/wps/verification/sm%73/noLogin` stepped around the SMS limit.
 *
 * A /wps or /lgw path is made canonical the way RFC 3986 6.2.2 normalises: each segment's
 * percent-encodings are decoded, and the result must consist of unreserved characters
 * only (A-Z a-z 0-9 - . _ ~). Anything that cannot be made canonical is refused (null):
 * an encoded slash, backslash or percent (so double encoding), malformed or overlong
 * UTF-8 (`%c0%ae`), any non-ASCII character (a fullwidth dot), dot segments and empty
 * segments. The canonical path needs no encoding, so what the worker matches is byte
 * for byte what it forwards and what the upstream routes.
 */
const UNRESERVED_SEGMENT = /^[A-Za-z0-9._~-]+$/;
const PROXY_PREFIXES = ['/wps/', '/lgw/'];

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null; // malformed or overlong UTF-8
  }
}

export function canonicalProxyPath(rawPath: string): string | null {
  if (!rawPath.startsWith('/') || rawPath.length > 512) return null;
  const segments: string[] = [];
  for (const raw of rawPath.slice(1).split('/')) {
    const segment = decodeSegment(raw);
    if (segment === null || !UNRESERVED_SEGMENT.test(segment) || segment === '.' || segment === '..') return null;
    segments.push(segment);
  }
  const path = `/${segments.join('/')}`;
  return PROXY_PREFIXES.some((prefix) => path.startsWith(prefix)) ? path : null;
}

/** The path of a request exactly as sent, before URL parsing removes dot segments. */
export function rawPathname(request: Request): string {
  const afterOrigin = request.url.slice(new URL(request.url).origin.length);
  return afterOrigin.split(/[?#]/, 1)[0] ?? '';
}
