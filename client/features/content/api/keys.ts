/** The keys of the content's public queries. */
export const contentKeys = {
  winnerBoard: ['winnerBoard'] as const,
  banners: (groupName: string) => ['banners', groupName] as const,
  helpCenter: (lang: string) => ['helpCenter', lang] as const,
  notices: ['notices'] as const,
  announcements: (pageNo: number) => ['announcements', 'B', pageNo] as const,
};
