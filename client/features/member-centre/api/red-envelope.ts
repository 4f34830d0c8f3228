import { queryOptions } from '@tanstack/react-query';
import type { RedEnvelopeClaim } from '@shared/api/envelope';
import type { ApiClient } from '@client/lib/api-client';
import { memberCentreKeys } from './keys';

/** The brand's red envelope as this member sees it (browser only, personal). */
export const redEnvelopeQuery = (api: ApiClient, username: string) =>
  queryOptions({ queryKey: memberCentreKeys.redEnvelope(username), queryFn: () => api.get('/wps/redEnvelope'), staleTime: 5_000 });

/** The requestId makes a repeated submit answer the same claim. */
export const claimRedEnvelope = (api: ApiClient, requestId: string) => api.send('POST', '/wps/redEnvelope/claim', { requestId } satisfies RedEnvelopeClaim);
