import { queryOptions } from '@tanstack/react-query';
import type { ChatUrlRequest } from '@shared/schemas-content';
import type { ApiClient } from '@client/lib/api-client';
import { chatKeys } from './keys';

/** docs/product.md 7.3 get chat URL (b2c, title, language, headerColor). Each URL opens the room once. */
export const getChatUrl = (api: ApiClient, body: ChatUrlRequest) => api.send('POST', '/wps/relay/chat/url', body);

/** docs/product.md 7.3 get chat message: the room's unread count, fetched on login. */
export const chatUnreadQuery = (api: ApiClient, username: string) =>
  queryOptions({
    queryKey: chatKeys.unread(username),
    queryFn: async () => (await api.get('/wps/relay/chat/message')).unReadCount,
    staleTime: 60_000,
  });
