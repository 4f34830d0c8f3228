import { PENDING_LOGIN_PARAM, PENDING_METHODS_PARAM } from '@shared/api/login';
import type { SecondFactorMethod } from '@shared/api/second-factor';
import { TRIAL_ACCOUNT_TYPE } from '@shared/constants';
import type { AppContextValue } from '@client/app/app-context';

const METHODS: readonly SecondFactorMethod[] = ['totp', 'passkey'];

/**
 * What a social login's return leaves in the address bar, acted on once and taken out of it
 * (a chunk of its own: auth-modals.tsx loads it only for an address that carries a mark).
 *
 * docs/product.md 4: a social login of a member with a second factor comes back with no session,
 * only the waiting attempt (?pendingLogin=) and the account's methods; the login dialog opens at
 * its second step (the attempt answers only this browser, once). The first-login action: the
 * provider's return URL carries ?firstLogin=1 for an account's first login (the worker keeps it
 * only when the session started); the welcome dialog opens once.
 */
export function applyLoginMarks(
  { session, ui }: Pick<AppContextValue, 'session' | 'ui'>,
  params: URLSearchParams,
  setParams: (edit: (current: URLSearchParams) => URLSearchParams) => void,
): void {
  const challengeId = params.get(PENDING_LOGIN_PARAM);
  if (challengeId) {
    const listed = params.get(PENDING_METHODS_PARAM) ?? '';
    const methods = METHODS.filter((m) => listed.split(',').includes(m));
    if (!session.getState().session && methods.length > 0) ui.getState().openPendingLogin({ step: 'LOGIN', methods, challengeId });
  }
  if (params.get('firstLogin') === '1') {
    const member = session.getState().session;
    if (member && member.type !== TRIAL_ACCOUNT_TYPE) ui.getState().openAuth('firstLogin');
  }
  setParams((current) => {
    current.delete(PENDING_LOGIN_PARAM);
    current.delete(PENDING_METHODS_PARAM);
    current.delete('firstLogin');
    return current;
  });
}
