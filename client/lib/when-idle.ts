/**
 * Runs `task` once the browser's main thread is idle (at the latest after `timeout` ms), and
 * returns a cancel. Issue 15: work the first paint does not need (Swiper for a banner that
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
