import { queryOptions } from '@tanstack/react-query';
import type { MessageStatus, ReadMessagesRequest } from '@shared/api/member';
import type { ApiClient } from '@client/lib/api-client';
import { memberCentreKeys } from './keys';

/** messageV2: a page of the member's platform messages (browser only, personal). */
export const messagesQuery = (api: ApiClient, username: string, status: MessageStatus, pageNo: number) =>
  queryOptions({
    queryKey: memberCentreKeys.messagePage(username, status, pageNo),
    queryFn: () => api.get('/wps/relay/message/list', { status, pageNo }),
    staleTime: 10_000,
    placeholderData: (previous) => previous,
  });

export const readMessages = (api: ApiClient, body: ReadMessagesRequest) => api.send('POST', '/wps/relay/message/read', body);

export const deleteMessages = (api: ApiClient, ids: number[]) => api.send('POST', '/wps/relay/message/delete', { ids });
