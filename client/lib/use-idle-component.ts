import { startTransition, useEffect, useRef, useState, type ComponentType } from 'react';
import { whenIdle } from './when-idle';

/**
 * A component from its own chunk, loaded once `wanted` and the main thread is idle after
 * hydration: null until then. For parts the first paint does without, such as the
 * banner's Swiper (the first slide is server-rendered) or home's popup notices.
 */
export function useIdleComponent<P>(load: () => Promise<ComponentType<P>>, wanted: boolean): ComponentType<P> | null {
  const [loaded, setLoaded] = useState<ComponentType<P> | null>(null);
  const loader = useRef(load);
  loader.current = load;
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    // its first render, in a transition, yields to the browser every few milliseconds
    const show = (component: ComponentType<P>) => startTransition(() => setLoaded(() => component));
    const cancel = whenIdle(() => void loader.current().then((component) => live && show(component)));
    return () => {
      live = false;
      cancel();
    };
  }, [wanted]);
  return loaded;
}
