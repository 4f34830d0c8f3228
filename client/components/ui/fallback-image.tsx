import { useEffect, useRef, useState, type ImgHTMLAttributes } from 'react';
import { LAZY_IMAGE } from '@shared/constants';

/** A neutral placeholder drawn inline, used once an image has failed its attempts. */
export const DEFAULT_ICON =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100" fill="#d1d5db"/><path d="M30 65l12-15 10 12 8-9 10 12z" fill="#9ca3af"/></svg>',
  );

/**
 * An image that is tried again after a failed load, up to 3 times (docs/product.md 8; docs/product.md 9's
 * lazy-image attempts), and then falls back to a default icon (docs/product.md 2.3), loading
 * lazily unless told otherwise. An image of the server's page may fail before hydration:
 * React replays that error only sometimes, so it is also looked for on mount, and each
 * attempt counts once however many times its failure is reported.
 */
export function FallbackImage({ src, alt, ...rest }: ImgHTMLAttributes<HTMLImageElement> & { src: string; alt: string }) {
  const [attempt, setAttempt] = useState(0);
  const ref = useRef<HTMLImageElement>(null);
  const failed = attempt > LAZY_IMAGE.attempts;
  const current = failed ? DEFAULT_ICON : attempt === 0 ? src : `${src}${src.includes('?') ? '&' : '?'}retry=${attempt}`;
  const failedAttempt = (n: number) => setAttempt((now) => (now === n ? n + 1 : now));
  useEffect(() => {
    const img = ref.current;
    // a finished load that cannot be decoded is a failure that came before React listened
    if (img?.complete) img.decode().catch(() => setAttempt((now) => (now === 0 ? 1 : now)));
  }, []);
  return <img ref={ref} loading="lazy" decoding="async" {...rest} src={current} alt={alt} onError={failed ? undefined : () => failedAttempt(attempt)} />;
}
