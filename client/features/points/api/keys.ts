import { memberKeys } from '@client/lib/query-keys';

/** The point mall's query keys: the public ones, and a member's under the member's prefix. */
export const pointKeys = {
  items: ['points', 'items'] as const,
  config: ['points', 'config'] as const,
  balance: (username: string) => [...memberKeys.of(username), 'points'] as const,
  details: (username: string, pageNo: number) => [...memberKeys.of(username), 'pointDetails', pageNo] as const,
  redemptions: (username: string, pageNo: number) => [...memberKeys.of(username), 'redemptions', pageNo] as const,
};
