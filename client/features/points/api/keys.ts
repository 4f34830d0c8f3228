/** The keys of the point mall's public queries (a member's points are in client/lib/query-keys.ts). */
export const pointKeys = {
  items: ['points', 'items'] as const,
  config: ['points', 'config'] as const,
};
