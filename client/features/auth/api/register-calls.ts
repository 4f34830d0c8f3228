import { queryOptions } from '@tanstack/react-query';
import { solveProof } from '@shared/bot-check';
import type { BotCheckAnswer, RegisterRequest } from '@shared/api/register';
import type { ApiClient } from '@client/lib/api-client';
import { authKeys } from './keys';

/** docs/product.md 7.1 register / register mobile; the worker encrypts the payload for the upstream. */
export const register = (api: ApiClient, mobile: boolean, body: RegisterRequest) =>
  api.send('PUT', mobile ? '/wps/member/register/mobile' : '/wps/member/register', body);

/** Registration SMS: value.expiredMinutes. */
export const sendRegisterSms = (api: ApiClient, body: { countryDialingCode: string; mobileNo: string; botCheck: BotCheckAnswer }) =>
  api.send('POST', '/wps/verification/sms/register', body);

export const checkAffiliate = (api: ApiClient, code: string, domain: string) => api.get('/wps/agent/affiliate', { code, domain });

/** A fresh bot-check challenge, solved with WebCrypto SHA-256 (shared/bot-check.ts). */
export async function solveBotCheck(api: ApiClient): Promise<BotCheckAnswer> {
  const { challenge, difficulty } = await api.get('/wps/verification/challenge');
  return { challenge, solution: await solveProof(challenge, difficulty) };
}

/** The dialling-code selector's countries and the visitor's own country. */
export const countriesQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: authKeys.countries,
    queryFn: () => api.get('/wps/system/countries'),
    staleTime: 30 * 60_000,
  });
