/**
 * The second factor in my account (shared/api/second-factor.ts). The set-up's secret and the
 * recovery codes come back once and live only in the component that shows them: they are never
 * put in the query cache or any storage.
 */
import { queryOptions } from '@tanstack/react-query';
import type { SecondFactorProof } from '@shared/api/second-factor';
import type { ApiClient } from '@client/lib/api-client';
import { memberCentreKeys } from './keys';

export const secondFactorQuery = (api: ApiClient, username: string) =>
  queryOptions({ queryKey: memberCentreKeys.secondFactor(username), queryFn: () => api.get('/wps/member/security/second-factor') });

export const startTotp = (api: ApiClient) => api.send('POST', '/wps/member/security/totp/start');

/** The first code turns it on, with the proof of a factor the account has (or its login password) the gateway asks for. */
export const confirmTotp = (api: ApiClient, code: string, secondFactor?: SecondFactorProof) =>
  api.send('POST', '/wps/member/security/totp/confirm', secondFactor ? { code, secondFactor } : { code });

export const turnTotpOff = (api: ApiClient, secondFactor: SecondFactorProof) => api.send('POST', '/wps/member/security/totp/disable', { secondFactor });

/** Ten new recovery codes for all the old ones: the answer is shown once, never cached. */
export const renewRecoveryCodes = (api: ApiClient, secondFactor: SecondFactorProof) =>
  api.send('POST', '/wps/member/security/recovery-codes', { secondFactor });
