// the slideshows' Swiper chunks call this, not the entry every page loads (client/lib/use-slideshow.ts)
interface Turnable {
  destroyed?: boolean;
  autoplay?: { paused: boolean };
  slideNext: () => unknown;
}

/**
 * For Swiper's onSwiper: turns the first slide when it is due (`at`, from useSlideshow), as if
 * autoplay had run since hydration; autoplay times every later turn from this one. A slideshow
 * the player reached for (`at` null) autoplays from its setup.
 */
export function turnFirstAt(swiper: Turnable, at: number | null): void {
  if (at === null) return;
  setTimeout(
    () => {
      if (!swiper.destroyed && !swiper.autoplay?.paused) swiper.slideNext();
    },
    Math.max(0, at - performance.now()),
  );
}
