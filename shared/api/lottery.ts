/**
 * Contract of the lottery launch (docs/product.md 7.2 "lottery lobby") and of the reference
 * gateway's lottery vendor stand-in (its betting page's own API).
 */
import { z } from 'zod';
import { LOTTERY_PLAY_TYPES, type LotteryPlayType } from '../lottery-rules';
import { MAX_BET } from './play';

/** Body of POST /wps/game/lotteryLobby (docs/product.md 7.2); the worker attaches the token upstream. */
export interface LotteryLobbyRequest {
  lottoArea: string;
  launchMode: string;
  lottoPrizeMode?: string;
  lottoGameCode: string;
  lottoView: 'betting' | 'lobby';
  device: string;
  backUrl?: string;
  language: string;
  /** the play type the page opens on (/lottery?playType=) */
  playType?: string;
}

/** A player's lottery bet as the betting page shows it. */
export interface LotteryBetView {
  betId: string;
  gameCode: string;
  issue: number;
  playType: LotteryPlayType;
  pick: string;
  stake: number;
  odds: number;
  /** open until its issue is drawn */
  status: 'open' | 'won' | 'lost';
  payout: number;
  /** the drawn numbers it settled against */
  numbers: string | null;
  placedAt: number;
  settledAt: number | null;
}

/** The issue bets are taken for: the game's next draw. */
export interface LotteryIssueView {
  issue: number;
  drawAt: number;
  closesAt: number;
  /** false once betting has closed (close time passed, or the operator closed it) */
  open: boolean;
}

/** value of POST /vendor/api/lottery/state */
export interface LotteryStateValue {
  game: { id: string; name: string; minBet: number };
  balance: number;
  issue: LotteryIssueView;
  lastDraw: { issue: number; numbers: string; drawnAt: number } | null;
  bets: LotteryBetView[];
}

/** Body of POST /vendor/api/lottery/bet */
export interface LotteryBetRequest {
  issue: number;
  playType: LotteryPlayType;
  pick: string;
  stake: number;
  /** the same requestId again answers the first bet (a retried click bets once) */
  requestId: string;
}

/** value of POST /vendor/api/lottery/bet */
export interface LotteryBetValue {
  bet: LotteryBetView;
  balance: number;
}

/** Failure codes of the lottery calls: the issue's betting has closed; the same requestId is still being placed. */
export type LotteryErrorCode = 'ISSUE_CLOSED' | 'BET_IN_PROGRESS';

/** What the gateway accepts for POST /wps/game/lotteryLobby. */
export const lotteryLobbySchema = z.object({
  lottoArea: z.string().max(8).optional(),
  launchMode: z.string().max(16).optional(),
  lottoPrizeMode: z.string().max(32).optional(),
  lottoGameCode: z.string().min(1).max(64),
  lottoView: z.enum(['betting', 'lobby']).optional(),
  device: z.string().max(16).optional(),
  backUrl: z.string().max(512).optional(),
  language: z.string().max(8).optional(),
  playType: z.string().max(16).optional(),
});

/** POST /vendor/lottery/api/bet: a bet on the open issue, once per requestId. */
export const lotteryBetSchema = z.object({
  issue: z.number().int().positive(),
  playType: z.enum(LOTTERY_PLAY_TYPES),
  pick: z.string().min(1).max(8),
  stake: z.number().int().positive().max(MAX_BET),
  requestId: z.string().min(8).max(64),
});

/** POST /__admin/play/lottery/draw (operator): no body draws every game with random numbers; fixed numbers only on test servers. */
export const lotteryDrawSchema = z.object({ gameId: z.string().min(1).max(64).optional(), numbers: z.string().max(32).optional() }).optional();

/** POST /__admin/play/lottery/close (operator): betting on a game's open issue closes now. */
export const lotterySalesCloseSchema = z.object({ gameId: z.string().min(1).max(64), merchantCode: z.string().default('DEMO') });
