/**
 * A redirect target that can only be a page of the request's own origin (open
 * redirect): `//evil.example/` and `/\evil.example/` are paths a browser would read as
 * another host, so the target is an absolute URL built on the origin, with the leading
 * slashes and backslashes of the path collapsed to one.
 */
export function sameOriginTarget(url: URL): string {
  const path = url.pathname.replace(/^[/\\]+/, '');
  return `${url.origin}/${path}${url.search}`;
}

/** A page of `origin` given back by a form ("/page?x=1"), as an absolute URL; the home page when it is anything else. */
export function safeReturnPath(value: unknown, origin: string): string {
  const home = `${origin}/`;
  if (typeof value !== 'string' || !value.startsWith('/')) return home;
  try {
    const url = new URL(value, origin);
    return url.origin === origin ? sameOriginTarget(url) : home;
  } catch {
    return home;
  }
}
