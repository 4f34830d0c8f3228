/**
 * Contract of game launch, play and lottery (SPEC.md 3 "Game launch payload", 4 "Game
 * launch", 7.2): launch, recent games, PVP rooms, lottery numbers, winners.
 */
import type { GameCard, GameCategory } from './contract';

/** Body of POST /wps/game/launchGame (SPEC.md 3); the worker attaches the token upstream. */
export interface LaunchGameRequest {
  gameId?: string;
  roomId?: string;
  nodeId?: number;
  accountType?: string;
  confirmTrans?: boolean;
  vassalage: string;
  launchMode?: string;
  platform: string;
  clientType: number;
  username?: string;
  token?: string;
  merchantCode?: string;
  language: string;
}

/** value of POST /wps/game/launchGame: the game's address on a launch CDN host. */
export interface LaunchGameResult {
  game_url: string;
  game_url2?: string;
}

/** value of a GAME_MAINTENANCE failure: popular games to suggest instead (SPEC.md 8). */
export interface GameMaintenanceValue {
  suggestions: GameCard[];
}

/** GET /lgw/games/recent?pageNo&pageSize (token) and other list answers of SPEC.md 7.2. */
export interface GameListPage {
  list: GameCard[];
  totalPages: number;
}

/** GET /lgw/games/pvp/rooms?gameId= */
export interface PvpRoom {
  roomId: string;
  name: string;
  minBet: number;
  players: number;
}

/** One lottery draw (opened numbers). */
export interface LotteryDraw {
  gameCode: string;
  gameName: string;
  vendor: string;
  /** draw number, increasing per game */
  issue: number;
  /** the drawn numbers, e.g. "07,21,35,40,49" */
  numbers: string;
  /** epoch milliseconds */
  drawnAt: number;
}

/** GET /lgw/lottery/numbers?count=100 (home) and /lgw/vn/numero (VN), /lgw/lottery/opened?gameCode= */
export interface LotteryNumbers {
  list: LotteryDraw[];
}

/** GET /lgw/vn/games/game_menu: the VN lottery menu (SPEC.md 3 "Lottery game groups"). */
export interface LotteryGameMenu {
  gameGroupCode: string;
  labelName: string;
  gameMenus: { gameCode: string; gameName: string; vendor: string }[];
}

/** One settled round, for the game center's latest winners and biggest wins. */
export interface WinnerEntry {
  /** masked username */
  player: string;
  gameId: string;
  gameName: string;
  gameType: GameCategory;
  bet: number;
  win: number;
  settledAt: number;
}

/** GET /lgw/games/winners */
export interface Winners {
  latest: WinnerEntry[];
  biggest: WinnerEntry[];
}
