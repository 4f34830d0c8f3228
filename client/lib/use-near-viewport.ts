import { useEffect, useRef, useState } from 'react';

/**
 * Whether an element has come near the viewport (below-the-fold parts of a page,
 * such as home's 100 lottery numbers, are fetched and rendered only when the player scrolls
 * towards them, not in the hydration that blocks a phone's main thread). Once near, it stays
 * near. Where IntersectionObserver is missing, everything is near at once.
 */
export function useNearViewport<T extends Element>(rootMargin = '600px') {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, rootMargin]);
  return [ref, near] as const;
}
