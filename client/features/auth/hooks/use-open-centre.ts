import { useCallback } from 'react';
import { AGENT_ACCOUNT_TYPES } from '../../../../shared/constants';
import { useApp } from '../../../app/app-context';
import { useActionCheck } from './use-action-check';

/** SPEC.md 2.5 / 2.6 default pages. */
export const MEMBER_CENTRE_HOME = 'securityCenter';
export const AGENT_CENTRE_HOME = 'agentTeamOverview';

/**
 * Opens the member centre (a member, not a trial account) or the agent centre (agent types
 * 1, 2, 41, 42; anyone else is told 'Non-agents cannot log in'), after the action check.
 */
export function useOpenCentre() {
  const { ui, session } = useApp();
  const check = useActionCheck();
  const member = useCallback(
    (page: string = MEMBER_CENTRE_HOME) => {
      if (check()) ui.getState().openCentre({ kind: 'member', page });
    },
    [check, ui],
  );
  const agent = useCallback(
    (page: string = AGENT_CENTRE_HOME) => {
      if (!check()) return;
      const type = session.getState().session?.type ?? 0;
      if (!(AGENT_ACCOUNT_TYPES as readonly number[]).includes(type)) {
        ui.getState().showWarning({ messageKey: 'centre.nonAgent', confirmKey: 'common.submit' });
        return;
      }
      ui.getState().openCentre({ kind: 'agent', page });
    },
    [check, session, ui],
  );
  return { member, agent };
}
