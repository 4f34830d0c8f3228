/** The keys of the promotions' queries. */
export const promotionKeys = {
  list: (category: string) => ['promotions', category] as const,
  detail: (id: number | string) => ['promotion', id] as const,
  activities: (username: string) => ['promotion-activities', username] as const,
};
