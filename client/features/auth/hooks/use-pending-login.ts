import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { PENDING_LOGIN_PARAM, PENDING_METHODS_PARAM } from '@shared/api/login';
import type { SecondFactorMethod } from '@shared/api/second-factor';
import { useApp } from '@client/app/app-context';

const METHODS: readonly SecondFactorMethod[] = ['totp', 'passkey'];

/**
 * docs/product.md 4: a social login of a member with a second factor comes back with no session,
 * only the waiting attempt (?pendingLogin=) and the account's methods; the login dialog opens at
 * its second step and both leave the address bar (the attempt answers only this browser, once).
 */
export function usePendingLogin(): void {
  const { session, ui } = useApp();
  const [params, setParams] = useSearchParams();
  const challengeId = params.get(PENDING_LOGIN_PARAM);
  const listed = params.get(PENDING_METHODS_PARAM) ?? '';
  useEffect(() => {
    if (!challengeId) return;
    const methods = METHODS.filter((m) => listed.split(',').includes(m));
    if (!session.getState().session && methods.length > 0) ui.getState().openPendingLogin({ step: 'LOGIN', methods, challengeId });
    setParams(
      (current) => {
        current.delete(PENDING_LOGIN_PARAM);
        current.delete(PENDING_METHODS_PARAM);
        return current;
      },
      { replace: true },
    );
  }, [challengeId, listed, session, ui, setParams]);
}
