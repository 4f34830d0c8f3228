import { memberKeys } from '@client/lib/query-keys';

/** The keys of the promotions' queries: the public ones, and a member's under the member's prefix. */
export const promotionKeys = {
  list: (category: string) => ['promotions', category] as const,
  detail: (id: number | string) => ['promotion', id] as const,
  activities: (username: string) => [...memberKeys.of(username), 'promotion-activities'] as const,
};
