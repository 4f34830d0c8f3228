/** A segment kept as it is: a short lowercase word (a route's own, like `member` or `deposit`). */
const WORD = /^[a-z][a-z-]{0,23}$/;

/**
 * A path as the logs and the vitals keep it: no query or fragment, at most seven segments, and
 * every id-like segment replaced by `:id`, so a member's name, a game code or a number never
 * leaves the worker.
 */
export function maskedRoute(path: string): string {
  const segments = path
    .split(/[?#]/)[0]!
    .split('/')
    .slice(1, 8)
    .map((s) => (s === '' || WORD.test(s) ? s : ':id'));
  return `/${segments.join('/')}`;
}
