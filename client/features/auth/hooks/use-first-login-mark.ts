import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { TRIAL_ACCOUNT_TYPE } from '@shared/constants';
import { useApp } from '@client/app/app-context';

/**
 * docs/product.md 4 first-login action after a social login: the provider's return URL carries
 * ?firstLogin=1 for an account's first login (the worker keeps it only when the session
 * started). The welcome dialog opens once and the mark leaves the address bar.
 */
export function useFirstLoginMark(): void {
  const { session, ui } = useApp();
  const [params, setParams] = useSearchParams();
  const marked = params.get('firstLogin') === '1';
  useEffect(() => {
    if (!marked) return;
    const member = session.getState().session;
    if (member && member.type !== TRIAL_ACCOUNT_TYPE) ui.getState().openAuth('firstLogin');
    setParams(
      (current) => {
        current.delete('firstLogin');
        return current;
      },
      { replace: true },
    );
  }, [marked, session, ui, setParams]);
}
