import { queryOptions } from '@tanstack/react-query';
import type { DepositLimitRequest, RealityCheckRequest, SessionLimitRequest, TimeoutRequest } from '@shared/api/protection';
import type { ApiClient } from '@client/lib/api-client';
import { memberCentreKeys } from './keys';

export { protectionQuery, skipDepositLimitPrompt } from '@client/lib/protection';

export const loginsQuery = (api: ApiClient, username: string) =>
  queryOptions({ queryKey: memberCentreKeys.protectionLogins(username), queryFn: () => api.get('/wps/protection/logins'), staleTime: 10_000 });

/** The gateway's session clock (the reality check counts on it, across reloads and tabs). */
export const sessionClockQuery = (api: ApiClient, username: string) =>
  queryOptions({
    queryKey: memberCentreKeys.protectionSession(username),
    queryFn: () => api.get('/wps/protection/session'),
    staleTime: 30_000,
    refetchInterval: 60_000,
    // a 401 is final (and SESSION_LIMIT_REACHED is answered once)
    retry: false,
  });

export const setDepositLimit = (api: ApiClient, body: DepositLimitRequest) => api.send('PUT', '/wps/protection/deposit-limit', body);
export const setLossLimit = (api: ApiClient, body: DepositLimitRequest) => api.send('PUT', '/wps/protection/loss-limit', body);
export const setSessionLimit = (api: ApiClient, body: SessionLimitRequest) => api.send('PUT', '/wps/protection/session-limit', body);
export const takeTimeout = (api: ApiClient, body: TimeoutRequest) => api.send('POST', '/wps/protection/timeout', body);
export const setRealityCheck = (api: ApiClient, body: RealityCheckRequest) => api.send('PUT', '/wps/protection/reality-check', body);
export const endOtherSessions = (api: ApiClient) => api.send('POST', '/wps/protection/sessions/end-others');
export const ackRealityCheck = (api: ApiClient) => api.send('POST', '/wps/protection/session/ack');
