import type { LoginRequest } from '@shared/api';
import type { ApiClient } from '@client/lib/api-client';
import type { SecondFactorProof } from '@shared/api/second-factor';

export type { LoginAnswer } from '@shared/api';

export const login = (api: ApiClient, body: LoginRequest) => api.send('POST', '/wps/session/login', body);

/** A fresh captcha image (docs/product.md 7.1: base64 PNG in value). */
export const getCaptcha = (api: ApiClient) => api.get('/wps/captcha');

/** docs/product.md 2.7 second step of a login from a new address. */
export const verifyLogin = (api: ApiClient, challengeId: string, code: string) => api.send('POST', '/wps/session/login/verify', { challengeId, code });

/** docs/product.md 4 the second factor: the code (or recovery code) for a login that asked for it. */
export const verifyLoginSecondFactor = (api: ApiClient, challengeId: string, secondFactor: SecondFactorProof) =>
  api.send('POST', '/wps/session/login/second-factor', { challengeId, secondFactor });

export const resendLoginCode = (api: ApiClient, challengeId: string) => api.send('POST', '/wps/session/login/resend', { challengeId });

/** Free play: a trial account (type 4). The worker encrypts the payload for the upstream. */
export const freePlay = (api: ApiClient) =>
  api.send('POST', '/wps/session/login/freeplay', {
    os: typeof navigator === 'undefined' ? 'web' : navigator.platform || 'web',
    platform: 'W',
    nonce: crypto.randomUUID(),
    version: 3,
  });

export const changePassword = (api: ApiClient, body: { oldPassword: string; newPassword: string; confirmNewPassword: string }) =>
  api.send('POST', '/wps/member/password', body);
