import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useApp } from '@client/app/app-context';
import type { LoginAnswer } from '../api/session-calls';
import { completeLogin, type LoginVia } from '../complete-login';

/** completeLogin (../complete-login.ts) with this page's session, dialogs, query cache and router. */
export function useCompleteLogin() {
  const { session, ui } = useApp();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (answer: LoginAnswer, via: LoginVia = 'password') => completeLogin({ session, ui, queryClient, navigate }, answer, via);
}
