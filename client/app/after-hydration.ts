import type { QueryClient } from '@tanstack/react-query';
import { registerServiceWorker } from '../lib/service-worker';
import type { SessionStore } from '../stores/session-store';
import { liveFollower } from './follow-live';
import type { EndSession } from './session-end';

/**
 * What starts once the page is idle after hydration, in one small chunk of its own rather than
 * in the entry every page waits for: the brand's service worker, the Web Vitals reporter, and the live channel, which
 * follows the member logged in now and again at each change of member (a login, a logout).
 */
export function afterHydration(input: { queryClient: QueryClient; session: SessionStore; endSession: EndSession; lang: string }): void {
  const { queryClient, session, endSession, lang } = input;
  registerServiceWorker(lang);
  // real players' Web Vitals: the library in a chunk of its own, after the first paint (issue 42)
  void import('../lib/vitals-reporter').then(
    (m) => m.reportVitals(),
    () => undefined,
  );
  const followLive = liveFollower(queryClient, session, endSession);
  followLive();
  session.subscribe((next, prev) => {
    if (next.session?.username !== prev.session?.username) followLive();
  });
}
