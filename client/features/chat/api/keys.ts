import { memberKeys } from '@client/lib/query-keys';

/** The chat's query keys, under the member's prefix (a logout drops them). */
export const chatKeys = {
  url: (username: string, language: string) => [...memberKeys.of(username), 'chatUrl', language] as const,
  unread: (username: string) => [...memberKeys.of(username), 'chatUnread'] as const,
};
