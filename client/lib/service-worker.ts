/**
 * Registers the brand's service worker (worker/pwa/pwa.ts), which keeps the hashed files
 * and the offline page in the page's language, so a player who loses the network sees the
 * offline page with a retry. Named with the language: a change of language updates it.
 */
export function registerServiceWorker(lang: string): void {
  if (!('serviceWorker' in navigator) || !window.isSecureContext) return;
  navigator.serviceWorker.register(`/sw.js?lang=${encodeURIComponent(lang)}`, { scope: '/' }).catch(() => undefined);
}
