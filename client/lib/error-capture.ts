/**
 * The page's error capture, kept in the entry and a few lines long: window errors, unhandled
 * rejections, React's root error callbacks, and chunks that failed to load (Vite's preload
 * error, and importWithRetry's last attempt) go to the reporter, loaded only when there is an
 * error (client/lib/error-reporter.ts: deduplicated per page view, sent with sendBeacon to the
 * worker's /client-errors).
 */
export type ErrorKind = 'error' | 'rejection' | 'react-recoverable' | 'react-caught' | 'react-uncaught' | 'chunk';

export const reportError = (kind: ErrorKind, error: unknown): void => {
  import('./error-reporter').then(
    (m) => m.report(kind, error),
    () => {},
  );
};

/** React's root options: each error still logged to the console (as React's defaults do), and reported. */
const toReport = (kind: ErrorKind) => (error: unknown) => {
  console.error(error);
  reportError(kind, error);
};
export const rootErrorOptions = {
  onRecoverableError: toReport('react-recoverable'),
  onCaughtError: toReport('react-caught'),
  onUncaughtError: toReport('react-uncaught'),
};

export function captureErrors(): void {
  addEventListener('error', (e) => reportError('error', e.error ?? e.message));
  addEventListener('unhandledrejection', (e: PromiseRejectionEvent) => reportError('rejection', e.reason));
  addEventListener('vite:preloadError', (e: Event) => reportError('chunk', (e as Event & { payload?: unknown }).payload));
}
