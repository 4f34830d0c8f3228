/**
 * Player protection: a session that ends elsewhere ends here too.
 *
 * - A break, a self-exclusion or a log-out in one tab tells the other tabs of this browser at once
 *   (BroadcastChannel), and they log out without asking the gateway.
 * - Any tab that gets 401 from the gateway while it thinks it is logged in (the session was ended
 *   by a break on another device, a password change, the session time limit) logs out too.
 * - While a break or self-exclusion runs, this browser remembers until when (localStorage), so the
 *   page shows no marketing (popup notices) to the player it knows is excluded, even logged out.
 */
import { useSyncExternalStore } from 'react';

const CHANNEL = 'portal-session';
const EXCLUDED_KEY = 'rg.excludedUntil';

/** The log-out call's path (client/lib/member.ts logout): a failure of it is no sign the session ended elsewhere. */
export const LOGOUT_PATH = '/wps/session/logout';

export type SessionEndReason = 'logout' | 'excluded';

// this tab's own log-out is under way (client/lib/member.ts logout): the worker closes the tab's
// live sockets and refuses its calls as soon as the session ends, before the log-out call answers;
// those are no news to tell the player (no "session ended elsewhere" warning, no second log-out)
let signingOut = false;

/** Runs this tab's log-out call: while it runs, the session ending is this tab's own doing. */
export async function signingOutWith<T>(call: () => Promise<T>): Promise<T> {
  signingOut = true;
  try {
    return await call();
  } finally {
    signingOut = false;
  }
}

/** Whether this tab is logging itself out (client/app/session-end.ts says nothing then). */
export const signingOutHere = () => signingOut;

// one channel per page: a message reaches every other channel of the name, so the tab that posts
// never hears its own message
let channel: BroadcastChannel | null = null;
const pageChannel = () => {
  if (!channel && typeof BroadcastChannel !== 'undefined') channel = new BroadcastChannel(CHANNEL);
  return channel;
};

/** Tells the other tabs the session ended (and, for a break or self-exclusion, until when). */
export function announceSessionEnd(reason: SessionEndReason, until?: number) {
  if (reason === 'excluded' && until) rememberExclusion(until);
  pageChannel()?.postMessage({ reason, until });
}

/** Calls `onEnd` when another tab of this browser ended the session. */
export function onSessionEndElsewhere(onEnd: (reason: SessionEndReason) => void) {
  const c = pageChannel();
  if (c) c.onmessage = (event: MessageEvent<{ reason?: SessionEndReason }>) => onEnd(event.data?.reason === 'excluded' ? 'excluded' : 'logout');
}

const exclusionListeners = new Set<() => void>();

export function rememberExclusion(until: number) {
  try {
    localStorage.setItem(EXCLUDED_KEY, String(until));
  } catch {
    // storage refused (private mode): the gateway still refuses everything
  }
  for (const listener of exclusionListeners) listener();
}

/** Follows this tab's and (through the storage event) every other tab's rememberExclusion. */
function subscribeExclusion(onChange: () => void) {
  const onStorage = (event: StorageEvent) => (event.key === EXCLUDED_KEY || event.key === null) && onChange();
  exclusionListeners.add(onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    exclusionListeners.delete(onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * excludedHere() as React state: a component re-renders when a break starts in this tab or
 * another one, whichever way this tab learnt that its session ended (the other tab's message,
 * or a 401 that came first and logged it out before the exclusion was known).
 */
export const useExcludedHere = () =>
  useSyncExternalStore(
    subscribeExclusion,
    () => excludedHere(),
    () => false,
  );

/** Whether this browser's player is on a break or self-excluded now (as far as this browser knows). */
export function excludedHere(now = Date.now()): boolean {
  try {
    return Number(localStorage.getItem(EXCLUDED_KEY) ?? 0) > now;
  } catch {
    return false;
  }
}
