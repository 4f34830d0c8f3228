import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useApp } from '@client/app/app-context';
import { logout } from '@client/lib/member';
import { memberKeys } from '@client/lib/query-keys';

/** Logs the player out here (the worker clears its cookie whatever the gateway answers), closes the centre, goes home. */
export function useEndSession() {
  const { api, session, ui } = useApp();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    await logout(api).catch(() => undefined);
    session.getState().setSession(null);
    queryClient.removeQueries({ queryKey: memberKeys.all });
    ui.getState().openCentre(null);
    navigate('/');
  };
}
