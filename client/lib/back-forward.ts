/**
 * The back/forward cache (Lighthouse's `bf-cache` audit). A visitor's page is sent
 * `private, no-cache` rather than `no-store`, so the browser may keep the whole page when the
 * player leaves it and show it again at once on Back. A page shown again must not show a
 * session that is no longer true, so:
 * - a member's page (sent `no-store`, and with a session in memory) reloads when it comes back;
 * - a visitor's page reloads when a login or logout happened in this browser since it was
 *   loaded (each one notes the time in localStorage: noteSessionChange).
 */
const KEY = 'portal.sessionChangedAt';

const read = () => {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
};

/** A login or logout in this browser: pages kept by the back/forward cache reload when shown. */
export function noteSessionChange() {
  try {
    localStorage.setItem(KEY, String(Date.now()));
  } catch {}
}

/** Reloads this page when the back/forward cache shows it again and its session is stale. */
export function reloadWhenRestoredStale(isMember: () => boolean) {
  const seen = read();
  window.addEventListener('pageshow', (event) => {
    if (event.persisted && (isMember() || read() !== seen)) window.location.reload();
  });
}
