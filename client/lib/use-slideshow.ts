import { type ComponentType, type RefObject, startTransition, useEffect, useRef, useState } from 'react';
import { SLIDER_AUTOPLAY_MS } from '@shared/constants';
import { whenReachedOr } from './when-idle';

/** Loading and setting up Swiper on a slow phone: the chunk starts this long before the first turn is due. */
const SETUP_LEAD_MS = 2_000;

export interface Slideshow<P> {
  /** the slideshow's Swiper component, null until it is due */
  Slider: ComponentType<P> | null;
  /** when its first slide is due to turn (a performance.now() time); null when the player reached for it first */
  firstTurnAt: number | null;
}

/**
 * A slideshow's Swiper (its own chunk), set up just in time: when the player reaches
 * for the slideshow (points at, touches or focuses `frame`), or shortly before its first slide
 * is due to turn, SLIDER_AUTOPLAY_MS after hydration (docs/product.md 9), whichever comes first.
 * Until then the server-rendered first slide stands in the same frame. Swiper's setup (its
 * layout reads and style writes, 200 ms on a phone) then stays out of the page's first
 * seconds, when hydration keeps a phone busy and the player starts tapping.
 */
export function useSlideshow<P>(load: () => Promise<ComponentType<P>>, wanted: boolean, frame: RefObject<HTMLElement | null>): Slideshow<P> {
  const [shown, setShown] = useState<Slideshow<P> | null>(null);
  const loader = useRef(load);
  loader.current = load;
  useEffect(() => {
    const target = frame.current;
    if (!wanted || !target) return;
    let live = true;
    const firstTurnAt = performance.now() + SLIDER_AUTOPLAY_MS;
    const cancel = whenReachedOr(target, SLIDER_AUTOPLAY_MS - SETUP_LEAD_MS, (byPlayer) => {
      void loader.current().then((Slider) => {
        // its first render, in a transition, yields to the browser every few milliseconds
        if (live) startTransition(() => setShown({ Slider, firstTurnAt: byPlayer ? null : firstTurnAt }));
      });
    });
    return () => {
      live = false;
      cancel();
    };
  }, [wanted, frame]);
  return shown ?? { Slider: null, firstTurnAt: null };
}
