import type { ForgotEmailRequest, ForgotSmsRequest, PasswordByPhoneRequest, SocialProvider } from '@shared/api/login';
import type { ApiClient } from '@client/lib/api-client';

/** docs/product.md 7.1 login SMS code: value.expiredMinutes. */
export const sendLoginSms = (api: ApiClient, body: ForgotSmsRequest) => api.send('POST', '/wps/verification/sms/noLogin', body);

/** docs/product.md 7.1 forgot password by e-mail. */
export const forgotByEmail = (api: ApiClient, body: ForgotEmailRequest) => api.send('POST', '/wps/member/password/email', body);

/** docs/product.md 7.1 forgot SMS: value.expirationTime (epoch ms). */
export const sendForgotSms = (api: ApiClient, body: ForgotSmsRequest) => api.send('POST', '/wps/verification/sms/forgot', body);

/** docs/product.md 7.1 set password by phone; the worker encrypts it and keeps the session's token. */
export const setPasswordByPhone = (api: ApiClient, body: PasswordByPhoneRequest) => api.send('POST', '/wps/member/password/verification', body);

/** Starts a social login; the browser then goes to the provider's consent page. */
export const startSocialLogin = (api: ApiClient, provider: SocialProvider, returnUrl: string) =>
  api.send('POST', `/wps/session/social/${provider}/start`, { returnUrl });
