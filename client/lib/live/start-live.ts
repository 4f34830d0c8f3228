import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { LiveEventFrame } from '@shared/live-events';
import { invalidateLive } from './invalidate';
import { openStream } from './live-socket';
import { LIVE_PATCHES, setBalanceFrom } from './cache-patches';
import { LIVE_QUERIES, POLLED_QUERIES, RESYNC_QUERIES } from './query-map';
import { LIVE_LOST_AFTER_MS, setLiveStatus } from './live-status';
import { setMaintenanceUntil } from './brand-notice';
import { memberKeys } from '../query-keys';

/** How often the fallback refreshes the personal queries while no socket can be held. */
export const POLL_MS = 8_000;
/** Failed sockets in a row after which the page polls (it keeps trying the socket meanwhile). */
const FAILURES_BEFORE_POLLING = 2;

export interface LiveOptions {
  queryClient: QueryClient;
  username: string;
  /** a break or self-exclusion started (on any device): this tab logs out */
  onBreak(until: number | null): void;
  /** the portal knows no session of this page's (it ended meanwhile): this tab logs out */
  onNoSession(): void;
}

/**
 * The page's live channel, loaded after hydration for a member (client/entry.client.tsx). Each
 * tab holds its own two sockets (the member's stream and the brand's) rather than sharing one
 * per browser: an idle socket costs nothing on a hibernating object, and a tab that gets its
 * own events needs no other tab to be awake (browsers freeze and discard background tabs), so a
 * break logs every tab out even when the tab that held a shared socket is asleep.
 */
export function startLive({ queryClient, username, onBreak, onNoSession }: LiveOptions): () => void {
  const invalidate = (keys: QueryKey[]) => invalidateLive(queryClient, keys);
  const onFrame = (frame: LiveEventFrame) => {
    if (frame.kind === 'resync') invalidate(RESYNC_QUERIES(username));
    else if (frame.kind === 'break.started') onBreak(typeof frame.data.until === 'number' ? frame.data.until : null);
    // the brand's notice on every open page (client/components/maintenance-notice.tsx); an end it cannot read says "soon"
    else if (frame.kind === 'maintenance.scheduled')
      setMaintenanceUntil(typeof frame.data.until === 'string' ? frame.data.until : '', typeof frame.data.startsAt === 'string' ? frame.data.startsAt : null);
    else if (frame.kind === 'maintenance.ended') setMaintenanceUntil(null);
    else {
      setBalanceFrom(queryClient, username, frame);
      LIVE_PATCHES[frame.kind]?.(queryClient, username, frame);
      invalidate(LIVE_QUERIES[frame.kind](username));
    }
  };

  let pollTimer: ReturnType<typeof setInterval> | undefined;
  let downSince: number | null = Date.now();
  let lostTimer: ReturnType<typeof setTimeout> | undefined;
  const stopPolling = () => {
    clearInterval(pollTimer);
    pollTimer = undefined;
  };
  const poll = () => {
    invalidate(POLLED_QUERIES(username));
    const balance = queryClient.getQueryState(memberKeys.balance(username));
    // polls that answer keep the page current: only a page that gets nothing either way is "lost"
    if (balance?.status === 'error' || !navigator.onLine) return;
    downSince = Date.now();
    setLiveStatus('polling');
    checkLost();
  };
  const checkLost = () => {
    clearTimeout(lostTimer);
    if (downSince === null) return;
    const left = downSince + LIVE_LOST_AFTER_MS - Date.now();
    if (left <= 0) setLiveStatus('lost');
    else lostTimer = setTimeout(checkLost, left);
  };

  setLiveStatus('connecting');
  const stopMember = openStream('member', {
    onFrame,
    onState(state, failures) {
      if (state === 'healthy') {
        stopPolling();
        downSince = null;
        clearTimeout(lostTimer);
        setLiveStatus('open');
        return;
      }
      downSince ??= Date.now();
      if (failures >= FAILURES_BEFORE_POLLING && !pollTimer) {
        setLiveStatus('polling');
        poll();
        pollTimer = setInterval(poll, POLL_MS);
      }
      checkLost();
    },
    onEnded: (why) => (why === 'break' ? onBreak(null) : onNoSession()),
  });
  // the brand's stream ends with the member's: the same session lets both in
  const stopBrand = openStream('brand', { onFrame, onState: () => undefined, onEnded: () => undefined });
  checkLost();
  return () => {
    stopMember();
    stopBrand();
    stopPolling();
    clearTimeout(lostTimer);
    setLiveStatus('off');
  };
}
