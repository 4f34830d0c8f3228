/**
 * Contract of game launch, play and lottery (docs/product.md 3 "Game launch payload", 4 "Game
 * launch", 7.2): launch, recent games, PVP rooms, lottery numbers, winners.
 */
import type { GameCard, GameCategory } from '.';
import { z } from 'zod';

/** Body of POST /wps/game/launchGame (docs/product.md 3); the worker attaches the token upstream. */
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

/** value of a GAME_MAINTENANCE failure: popular games to suggest instead (docs/product.md 8). */
export interface GameMaintenanceValue {
  suggestions: GameCard[];
}

/** GET /lgw/games/recent?pageNo&pageSize (token) and other list answers of docs/product.md 7.2. */
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

/** GET /lgw/vn/games/game_menu: the VN lottery menu (docs/product.md 3 "Lottery game groups"). */
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

/** POST /wps/game/launchGame (token): docs/product.md 3 launch parameters. */
export const launchRequestSchema = z.object({
  gameId: z.string().min(1).max(64).optional(),
  roomId: z.string().min(1).max(80).optional(),
  nodeId: z.number().int().optional(),
  accountType: z.string().max(64).optional(),
  confirmTrans: z.boolean().optional(),
  vassalage: z.string().min(1).max(32),
  launchMode: z.string().max(16).optional(),
  platform: z.string().max(64).optional(),
  clientType: z.number().int().optional(),
  username: z.string().max(64).optional(),
  language: z.string().max(8).optional(),
});
export type LaunchRequest = z.infer<typeof launchRequestSchema>;

/** POST /seamless/wallet: a vendor's signed debit or credit of a round (the operator's seamless-wallet callback). */
export const walletCallbackSchema = z.object({
  roundId: z.string().min(8).max(80),
  action: z.enum(['debit', 'credit']),
  amount: z.number().int().min(0).max(1_000_000_000),
  memberId: z.number().int().positive(),
  merchantCode: z.string().min(1),
});
export type WalletCallback = z.infer<typeof walletCallbackSchema>;

export interface CallbackResult {
  balance: number;
  /** true when this round's move had been made before: nothing moved now */
  duplicate: boolean;
}

// ---------------------------------------------------------------- the reference gateway's vendor stand-in and operator

/** The largest stake one round or lottery bet takes (the gateway's games refuse more). */
export const MAX_BET = 1_000_000;

/** POST /vendor/api/session: the launch ticket the game page was opened with. */
export const vendorTicketSchema = z.object({ ticket: z.string().min(16).max(128) });

/** POST /vendor/api/round: one round of the vendor's game, its id the idempotency key of the stake and the win. */
export const vendorRoundSchema = z.object({
  roundId: z.string().min(8).max(80),
  clientSeed: z.string().min(1).max(64),
  bet: z.number().int().positive().max(MAX_BET),
});

/** POST /__admin/play/game-maintenance (operator): one game under maintenance or back. */
export const gameMaintenanceSchema = z.object({ gameId: z.string().min(1), on: z.boolean() });
