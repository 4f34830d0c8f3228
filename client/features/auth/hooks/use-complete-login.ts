import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useApp } from '../../../app/app-context';
import type { LoginAnswer } from '../api/session-calls';

/**
 * SPEC.md 4: after a login the session is set, member data loads, the dialog closes and
 * the player goes home; a default or expired password (not for SMS or social logins)
 * opens the change-password dialog instead of staying logged in as is.
 */
export function useCompleteLogin() {
  const { session, ui } = useApp();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async (answer: LoginAnswer, via: 'password' | 'sms' | 'social' = 'password') => {
    session.getState().setSession({ username: answer.userName, type: answer.type });
    await queryClient.invalidateQueries({ queryKey: ['member'] });
    const mustChange = via === 'password' && (answer.defaultPassword || answer.passwordExpired);
    ui.getState().openAuth(mustChange ? 'changePassword' : null);
    navigate('/');
  };
}
