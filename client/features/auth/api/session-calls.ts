import type { LoginRequest, LoginResult } from '../../../../shared/contract';
import type { ApiClient } from '../../../lib/api-client';

/** What the browser gets back from a login: the token stays in the worker's cookie. */
export type LoginAnswer = Omit<LoginResult, 'token'>;

export const login = (api: ApiClient, body: LoginRequest) => api.send<LoginAnswer>('POST', '/wps/session/login', body);

export const logout = (api: ApiClient) => api.send<null>('DELETE', '/wps/session/logout');

/** A fresh captcha image (SPEC.md 7.1: base64 PNG in value). */
export const getCaptcha = (api: ApiClient) => api.get<string>('/wps/captcha');
