import { memberKeys } from '@client/lib/query-keys';

/** The games' query keys: the public ones, and a member's under the member's prefix. */
export const gameKeys = {
  list: (gameType: string, query: object) => ['game-list', gameType, query] as const,
  vendorGames: (gameType: string, vassalage: string) => ['vendorGames', gameType, vassalage] as const,
  categoryGames: (gameType: string, pageNo: number) => ['categoryGames', gameType, pageNo] as const,
  pvpRooms: (gameId: string) => ['pvpRooms', gameId] as const,
  winners: ['winners'] as const,
  lanes: (gameCategory: string) => ['lanes', gameCategory] as const,
  popular: ['popular-games'] as const,
  favouriteIds: (username: string) => [...memberKeys.of(username), 'favourites', 'ids'] as const,
  favouriteList: (username: string, gameType: string) => [...memberKeys.of(username), 'favourites', 'list', gameType] as const,
  lotteryNumbers: (count: number) => ['lottery', 'numbers', count] as const,
  lotteryOpened: (gameCode: string) => ['lottery', 'opened', gameCode] as const,
  vnMenu: ['lottery', 'vnMenu'] as const,
  vnNumero: (gameCode: string) => ['lottery', 'vnNumero', gameCode] as const,
  recentGames: (username: string) => [...memberKeys.of(username), 'recentGames'] as const,
  /** A lottery's lobby for one game; the full key adds the play type and language. */
  lotteryLobby: (username: string, gameCode: string) => [...memberKeys.of(username), 'lotteryLobby', gameCode] as const,
};
