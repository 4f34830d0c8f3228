import type { QueryClient } from '@tanstack/react-query';
import type { NavigateFunction } from 'react-router';
import { TRIAL_ACCOUNT_TYPE } from '@shared/constants';
import type { AppContextValue } from '@client/app/app-context';
import { memberKeys } from '@client/lib/query-keys';
import type { LoginAnswer } from './api/session-calls';

export type LoginVia = 'password' | 'sms' | 'social' | 'passkey';

/** What a login changes: the page's session and dialogs, its query cache and where it is. */
export interface LoginTargets {
  session: AppContextValue['session'];
  ui: AppContextValue['ui'];
  queryClient: QueryClient;
  navigate: NavigateFunction;
}

/**
 * docs/product.md 4: after a login the session is set, member data loads, the dialog closes and
 * the player goes home; a default or expired password (not for SMS, social or passkey logins)
 * opens the change-password dialog instead of staying logged in as is; otherwise a first-time
 * login (not a trial account) opens the welcome dialog.
 */
export async function completeLogin({ session, ui, queryClient, navigate }: LoginTargets, answer: LoginAnswer, via: LoginVia = 'password') {
  session.getState().setSession({ username: answer.userName, type: answer.type });
  session.getState().setLastLogin(answer.lastLogin ?? null);
  await queryClient.invalidateQueries({ queryKey: memberKeys.all });
  const mustChange = via === 'password' && (answer.defaultPassword || answer.passwordExpired);
  // docs/product.md 4: a first-time login triggers the first-login action (a welcome dialog)
  ui.getState().openAuth(mustChange ? 'changePassword' : answer.firstTimeLogin && answer.type !== TRIAL_ACCOUNT_TYPE ? 'firstLogin' : null);
  void navigate('/');
}
