import type { QueryClient } from '@tanstack/react-query';
import { importWithRetry } from '../lib/import-with-retry';
import { announceSessionEnd, excludedHere, rememberExclusion } from '../lib/session-ended';
import type { SessionStore } from '../stores/session-store';
import type { EndSession } from './session-end';

/**
 * The live channel (client/lib/live/): a member's page follows what changes for them without a
 * reload. Returns what (re)starts it for the member now logged in (none: it stops); called once
 * the page is idle after hydration and at each change of member, so its code costs the first
 * load nothing.
 */
export function liveFollower(queryClient: QueryClient, session: SessionStore, endSession: EndSession): () => void {
  let run = 0;
  let following: string | undefined;
  let stop = () => {};
  return () => {
    const username = session.getState().session?.username;
    if (username === following) return;
    following = username;
    stop();
    stop = () => {};
    const current = ++run;
    if (!username) return;
    void importWithRetry(() => import('../lib/live/start-live')).then(
      ({ startLive }) => {
        if (current !== run) return;
        stop = startLive({
          queryClient,
          username,
          onBreak: (until) => {
            // known here already (taken in this browser, or another tab heard first): that tab
            // tells the others through the BroadcastChannel, which logs this one out too
            if (excludedHere()) return;
            if (until) rememberExclusion(until);
            endSession('protection.session.excluded', true);
            // the first tab to hear tells the rest: a tab whose own event comes a moment later
            // finds the exclusion remembered and leaves it to this message
            announceSessionEnd('excluded', until ?? undefined);
          },
          // as a call answered NOT_LOGGED_IN (app/session-end.ts): the session ended meanwhile
          onNoSession: () => endSession('protection.session.gone', true),
        });
      },
      () => undefined,
    );
  };
}
