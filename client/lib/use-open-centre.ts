import { useCallback } from 'react';
import { CENTRE_HOME, centreAllowed } from '@shared/centre';
import { useApp } from '../app/app-context';
import { useActionCheck } from './use-action-check';

/**
 * Opens the member centre (a member, not a trial account) or the agent centre (agent types
 * 1, 2, 41, 42; anyone else is told 'Non-agents cannot log in'), after the action check.
 */
export function useOpenCentre() {
  const { ui, session } = useApp();
  const check = useActionCheck();
  const member = useCallback(
    (page: string = CENTRE_HOME.member) => {
      if (check()) ui.getState().openCentre({ kind: 'member', page });
    },
    [check, ui],
  );
  const agent = useCallback(
    (page: string = CENTRE_HOME.agent) => {
      if (!check()) return;
      if (!centreAllowed('agent', session.getState().session)) {
        ui.getState().showWarning({ messageKey: 'centre.nonAgent', confirmKey: 'common.submit' });
        return;
      }
      ui.getState().openCentre({ kind: 'agent', page });
    },
    [check, session, ui],
  );
  return { member, agent };
}
