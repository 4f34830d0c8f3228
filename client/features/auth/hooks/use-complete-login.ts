import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { TRIAL_ACCOUNT_TYPE } from '@shared/constants';
import { useApp } from '@client/app/app-context';
import type { LoginAnswer } from '../api/session-calls';
import { memberKeys } from '@client/lib/query-keys';

/**
 * docs/product.md 4: after a login the session is set, member data loads, the dialog closes and
 * the player goes home; a default or expired password (not for SMS, social or passkey logins)
 * opens the change-password dialog instead of staying logged in as is; otherwise a first-time
 * login (not a trial account) opens the welcome dialog.
 */
export function useCompleteLogin() {
  const { session, ui } = useApp();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async (answer: LoginAnswer, via: 'password' | 'sms' | 'social' | 'passkey' = 'password') => {
    session.getState().setSession({ username: answer.userName, type: answer.type });
    session.getState().setLastLogin(answer.lastLogin ?? null);
    await queryClient.invalidateQueries({ queryKey: memberKeys.all });
    const mustChange = via === 'password' && (answer.defaultPassword || answer.passwordExpired);
    // docs/product.md 4: a first-time login triggers the first-login action (a welcome dialog)
    ui.getState().openAuth(mustChange ? 'changePassword' : answer.firstTimeLogin && answer.type !== TRIAL_ACCOUNT_TYPE ? 'firstLogin' : null);
    navigate('/');
  };
}
