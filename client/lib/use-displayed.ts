import { startTransition, useEffect, useRef, useState } from 'react';

/**
 * Whether an element has been displayed (has a box) since it mounted: false while it or an
 * ancestor is `display: none`, such as the side menu on a phone until its drawer opens; true
 * from the ResizeObserver's first report of a size (costly parts of a hidden block,
 * such as its QR codes, are not drawn in the hydration that blocks a phone's main thread).
 * Once displayed, it stays so. Where ResizeObserver is missing, everything is displayed at once.
 */
export function useDisplayed<T extends Element>() {
  const ref = useRef<T>(null);
  const [displayed, setDisplayed] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (displayed || !element) return;
    if (typeof ResizeObserver === 'undefined') {
      setDisplayed(true);
      return;
    }
    const observer = new ResizeObserver((entries) => {
      if (!entries.some((e) => e.contentRect.width > 0 || e.contentRect.height > 0)) return;
      observer.disconnect();
      startTransition(() => setDisplayed(true));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [displayed]);
  return [ref, displayed] as const;
}
