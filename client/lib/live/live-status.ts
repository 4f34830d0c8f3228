/**
 * Whether the live channel is holding (tiny, so the member header can show its quiet "live
 * lost" mark without loading the channel's code). 'lost' only after LIVE_LOST_AFTER_MS without
 * a socket or a successful poll: a short drop is not worth the player's attention.
 */
export type LiveStatus = 'connecting' | 'open' | 'polling' | 'lost' | 'off';

export const LIVE_LOST_AFTER_MS = 30_000;

let status: LiveStatus = 'off';
const listeners = new Set<() => void>();

export const getLiveStatus = () => status;

export function setLiveStatus(next: LiveStatus) {
  if (next === status) return;
  status = next;
  document.documentElement.dataset.live = next;
  for (const listener of listeners) listener();
}

export function subscribeLiveStatus(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
