/**
 * Runs `task` once the browser's main thread is idle (at the latest after `timeout` ms), and
 * returns a cancel. work the first paint does not need (Swiper for a banner that
 * turns after 5 s, the rest of the language's strings) waits for hydration's long tasks to end
 * instead of adding its own to them, which is what a phone's Total Blocking Time counts.
 */
export function whenIdle(task: () => void, timeout = 3000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(task, { timeout });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, 200);
  return () => clearTimeout(id);
}

const REACH_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

/**
 * Calls `due` once: with true the first time the player reaches for `target` (points at it,
 * touches it, focuses or types in it), or with false `ms` after the call, whichever comes first;
 * returns a cancel.
 */
export function whenReachedOr(target: EventTarget, ms: number, due: (byPlayer: boolean) => void): () => void {
  const reached = () => {
    cancel();
    due(true);
  };
  const timer = setTimeout(() => {
    cancel();
    due(false);
  }, ms);
  function cancel() {
    clearTimeout(timer);
    for (const type of REACH_EVENTS) target.removeEventListener(type, reached, true);
  }
  for (const type of REACH_EVENTS) target.addEventListener(type, reached, { capture: true, passive: true });
  return cancel;
}

/**
 * Runs `task` once, when the main thread is idle after the player first reaches for the page
 * or after the page has settled (`settleMs` after the call), whichever comes first; returns a
 * cancel. For chunks a first click would want at once (the account dialogs, which the page's
 * prefetch hint has already fetched, worker/ssr/assets.ts): run before that click, and not in
 * the page's first seconds unless the player is already at it.
 */
export function whenReachedOrSettled(task: () => void, settleMs = 4_000): () => void {
  let cancelIdle: (() => void) | null = null;
  const cancel = whenReachedOr(document, settleMs, () => {
    cancelIdle = whenIdle(task);
  });
  return () => {
    cancel();
    cancelIdle?.();
  };
}
