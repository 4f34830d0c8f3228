import { useCallback } from 'react';
import { TRIAL_ACCOUNT_TYPE } from '@shared/constants';
import { useApp } from '../app/app-context';

/** What the player is trying to do: chat has its own trial warning (docs/product.md 5). */
export type CheckedAction = 'default' | 'chat';

/**
 * docs/product.md 5 action check, for chat, favourites, recents, member and agent centre and game
 * launch. Returns a function that answers whether the action may go ahead; when it may
 * not, it has already told the player: no session opens the login popup, a trial account
 * (type 4) gets the warning dialog (in_need_true_account, or in_please_information for chat).
 */
export function useActionCheck(): (action?: CheckedAction) => boolean {
  const { ui, session } = useApp();
  return useCallback(
    (action: CheckedAction = 'default') => {
      const current = session.getState().session;
      if (!current) {
        ui.getState().openAuth('login');
        return false;
      }
      if (current.type === TRIAL_ACCOUNT_TYPE) {
        ui.getState().showWarning({
          messageKey: action === 'chat' ? 'auth.inPleaseInformation' : 'auth.inNeedTrueAccount',
          confirmKey: 'auth.inIncreaseSubmit',
          // the message asks to register or log in: offer both right there
          offerAccount: action === 'default',
        });
        return false;
      }
      return true;
    },
    [ui, session],
  );
}
