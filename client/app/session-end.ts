import type { QueryClient } from '@tanstack/react-query';
import type { Exclusion } from '@shared/api/protection';
import type { ApiFailure } from '../lib/api-client';
import { memberKeys } from '../lib/query-keys';
import { excludedHere, LOGOUT_PATH, rememberExclusion, signingOutHere } from '../lib/session-ended';
import type { SessionStore } from '../stores/session-store';
import type { createUiStore } from '../stores/ui-store';

/** Ends the member's session in this tab: `messageKey` tells the player why; `clearCookie` logs the worker's cookie out too. */
export type EndSession = (messageKey: string, clearCookie: boolean) => void;

/**
 * What a failed call means for the session (player protection): whichever call learns that the
 * session time limit ended the session, or that it ended elsewhere (a break or password change
 * on another device), logs the player out here; a login refused by a break or self-exclusion is
 * remembered, so the page offers no way around it meanwhile (free play, social login).
 */
export const failureHandler = (endSession: () => EndSession) => (failure: Pick<ApiFailure<unknown>, 'code' | 'value'>, url: string) => {
  if (failure.code === 'SESSION_LIMIT_REACHED') endSession()('protection.session.ended', false);
  else if (failure.code === 'NOT_LOGGED_IN' && url !== LOGOUT_PATH) endSession()('protection.session.gone', true);
  else if (failure.code === 'REGION_BLOCKED') {
    // the region gate refused this visitor (worker/middleware/region-gate.ts, a 451): the page is
    // loaded again, which the worker answers with the IP-restriction screen (IP, country, contact
    // us), or the brand's redirect target, a URL the brand config allowed, never one from the request
    const redirect = (failure.value as { redirect?: string } | null)?.redirect;
    window.location.assign(redirect ?? window.location.href);
  } else if (failure.code === 'SELF_EXCLUDED') {
    const until = (failure.value as Exclusion | null)?.until;
    if (until) rememberExclusion(until);
  }
};

/** Logs the member out of this tab and says why; nothing personal stays on screen. */
export function sessionEnder(input: {
  queryClient: QueryClient;
  session: SessionStore;
  ui: ReturnType<typeof createUiStore>;
  navigateHome: () => void;
}): EndSession {
  const { queryClient, session, ui, navigateHome } = input;
  return (messageKey, clearCookie) => {
    // a session this tab is logging out itself ends there (the sign-out dialog), with no warning
    if (!session.getState().session || signingOutHere()) return;
    session.getState().setSession(null);
    queryClient.removeQueries({ queryKey: memberKeys.all });
    ui.getState().openCentre(null);
    ui.getState().showWarning({ messageKey: excludedHere() ? 'protection.session.excluded' : messageKey });
    // the worker's cookie goes too (whatever the gateway answers), so a reload is a visitor's page
    if (clearCookie) void fetch(LOGOUT_PATH, { method: 'DELETE', headers: { accept: 'application/json' } }).catch(() => undefined);
    // a game or the lottery's betting page goes home
    if (/^\/(game|seamless|lottery|vnlottery)\b/.test(window.location.pathname)) navigateHome();
  };
}
