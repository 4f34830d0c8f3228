/** What a pull gesture reports: how far the finger has gone down, and when it lifts. */
export interface PullHandlers {
  /** May a pull start now (a phone, the page at its top, no dialog over it)? */
  canStart: () => boolean;
  onPull: (distance: number) => void;
  onRelease: (distance: number) => void;
}

/**
 * Follows one-finger pulls down from the top of the page; returns the function that stops.
 *
 * A touch's moves and its end are sent to the element the finger first touched, even when the
 * page has since replaced that element (a pull begun while a page or a list is changing). An
 * element out of the document no longer passes events up to the window, so a window listener
 * would never hear the rest of that pull: the moves and the end are heard on the touched
 * element itself.
 */
export function watchPull({ canStart, onPull, onRelease }: PullHandlers): () => void {
  let touched: EventTarget | null = null;
  let startY = 0;
  let distance = 0;
  const stopFollowing = () => {
    touched?.removeEventListener('touchmove', onMove);
    touched?.removeEventListener('touchend', onEnd);
    touched?.removeEventListener('touchcancel', onEnd);
    touched = null;
  };
  function onMove(e: Event) {
    // the page scrolled under the finger: a scroll, not a pull
    if (window.scrollY > 0) {
      stopFollowing();
      onPull(0);
      return;
    }
    distance = Math.max(0, ((e as TouchEvent).touches[0]?.clientY ?? startY) - startY);
    onPull(distance);
  }
  function onEnd() {
    stopFollowing();
    onPull(0);
    onRelease(distance);
  }
  const onStart = (e: TouchEvent) => {
    stopFollowing();
    if (e.touches.length !== 1 || !e.target || !canStart()) return;
    touched = e.target;
    startY = e.touches[0]!.clientY;
    distance = 0;
    touched.addEventListener('touchmove', onMove, { passive: true });
    touched.addEventListener('touchend', onEnd);
    touched.addEventListener('touchcancel', onEnd);
  };
  window.addEventListener('touchstart', onStart, { passive: true });
  return () => {
    window.removeEventListener('touchstart', onStart);
    stopFollowing();
  };
}
