/**
 * The member centre's remaining calls, contract first: each request is a zod
 * schema the gateway validates with and the client types its calls by; each answer a type.
 * Money is whole currency units. The browser imports only the types (zod stays out of its bundle).
 *
 * messageV2 (platform information), mounted on /wps/relay/message:
 *   GET  list?status=all|unread&pageNo&pageSize   MessagePage (newest first, deleted ones left out)
 *   POST read   MessageIds | {all: true}           {unread}: marks them read (read twice is still read)
 *   POST delete MessageIds                         {unread}: deletes them (deleted twice is still deleted)
 * Reading and deleting name their messages by id and set a state, so repeating one changes
 * nothing: they need no requestId of their own.
 *
 * playerRank (VIP): GET /wps/vip/status  VipStatus
 * manualRebate:      GET /wps/rebate/summary        RebateSummary (earned since the last claim)
 *                    POST /wps/rebate/claim         {requestId} -> RebateClaim (once per period; the same requestId answers the same claim)
 *                    GET /wps/rebate/claims?pageNo  Paged<RebateClaim>
 * rewardCenter:      GET /wps/rewards               Reward[] (claimable, claimed, locked)
 *                    POST /wps/rewards/claim        {code, requestId} -> Reward (once per reward)
 * referral:          GET /wps/system/availablePromo AvailablePromo (public: is the referral programme on)
 *                    GET /wps/referral              ReferralInfo (403 FEATURE_DISABLED when off)
 *                    POST /wps/referral/claim       {friendId, requestId} -> ReferralFriend (once per friend)
 * missionLeaderboard: GET /wps/missions             MissionBoard (the brand's day, UTC+7)
 *                    GET /wps/missions/summary      MissionSummary (the menu's badge)
 *                    GET /wps/missions/leaderboard  Leaderboard (the day's turnover ranking)
 *                    POST /wps/missions/claim       {code, requestId} -> Mission (once per mission and day)
 * rescue fund:       GET /wps/rescue                RescueFund (yesterday's loss, UTC+7)
 *                    POST /wps/rescue/claim         {requestId} -> RescueFund (once per day)
 */
import { z } from 'zod';
import { moneyAmount } from './cashier';

// ---------------------------------------------------------------- messages

export interface PlatformMessage {
  id: number;
  title: string;
  /** plain text, never HTML */
  content: string;
  createdAt: number;
  read: boolean;
}

export interface MessagePage {
  list: PlatformMessage[];
  pageNo: number;
  totalPages: number;
  total: number;
  /** the member's unread count (what the header shows) */
  unread: number;
}

export const MESSAGE_STATUSES = ['all', 'unread'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

export const messageIdsSchema = z.object({ ids: z.array(z.number().int().positive()).min(1).max(100) });
export const readMessagesSchema = z.union([messageIdsSchema, z.object({ all: z.literal(true) })]);
export type MessageIds = z.infer<typeof messageIdsSchema>;
export type ReadMessagesRequest = z.infer<typeof readMessagesSchema>;

export interface MessageState {
  unread: number;
}

/** An operator's message to one member (POST /__admin/messages). */
export const sendMessageSchema = z.object({
  merchantCode: z.string().min(1),
  username: z.string().min(1).max(50),
  title: z.string().min(1).max(100),
  content: z.string().min(1).max(2000),
});

// ---------------------------------------------------------------- VIP

export interface RebateRate {
  category: string;
  /** basis points of turnover */
  rateBps: number;
}

export interface VipLevel {
  level: number;
  name: string;
  /** lifetime turnover (settled bets) that reaches the level */
  minTurnover: number;
  /** paid once when the level is reached (reward centre) */
  upgradeBonus: number;
  dailyWithdrawals: number;
  rebateRates: RebateRate[];
}

export interface VipStatus {
  level: number;
  name: string;
  /** the member's lifetime turnover */
  turnover: number;
  /** the next level and the turnover still missing, or null at the top */
  next: { level: number; name: string; minTurnover: number; remaining: number } | null;
  levels: VipLevel[];
  /** club label rank above 4 (docs/product.md 9): customer service routes the member to VIP service */
  vipService: boolean;
}

// ---------------------------------------------------------------- rebate

export interface RebateCategory {
  category: string;
  turnover: number;
  rateBps: number;
  amount: number;
}

export interface RebateSummary {
  level: number;
  levelName: string;
  /** where the period starts: the last claim's end, or null when the member never claimed */
  since: number | null;
  categories: RebateCategory[];
  total: number;
}

export interface RebateClaim {
  id: number;
  from: number | null;
  to: number;
  level: number;
  amount: number;
  categories: RebateCategory[];
  claimedAt: number;
}

/** The portal's idempotency key of a money call. */
export const claimRequestSchema = z.object({ requestId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/) });
export type ClaimRequest = z.infer<typeof claimRequestSchema>;

export const rebateRateSchema = z.object({
  merchantCode: z.string().min(1),
  level: z.number().int().min(0),
  category: z.string().min(1).max(20),
  rateBps: z.number().int().min(0).max(1000),
});

// ---------------------------------------------------------------- rewards

export type RewardKind = 'first_deposit' | 'level_up' | 'app';
export type RewardState = 'claimable' | 'claimed' | 'locked';

export interface Reward {
  code: string;
  kind: RewardKind;
  state: RewardState;
  /** what it pays (claimable), paid (claimed), or pays at most (locked) */
  amount: number;
  /** a locked reward's amount is a ceiling (a share of the first deposit, the app reward's draw) */
  upTo: boolean;
  /** level_up: the level to reach */
  level: number | null;
  levelName: string | null;
  /** first_deposit: the share of the first deposit, basis points */
  percentBps: number | null;
  /** stakes needed before the reward counts as withdrawable (bonusDetails) */
  turnoverRequired: number;
  claimedAt: number | null;
}

export const rewardClaimSchema = z.object({ code: z.string().min(1).max(40), requestId: claimRequestSchema.shape.requestId });
export type RewardClaimRequest = z.infer<typeof rewardClaimSchema>;

/** The operator unlocks a member's app reward (the member logged in through the Zalo app). */
export const rewardUnlockSchema = z.object({ merchantCode: z.string().min(1), username: z.string().min(1).max(50), code: z.string().min(1).max(40) });

// ---------------------------------------------------------------- referral

/** docs/product.md 3 public state: availablePromo (REFERRAL.enabled) and availablePromoCount (running promotions). */
export interface AvailablePromo {
  availablePromo: { REFERRAL: { enabled: boolean } };
  availablePromoCount: number;
}

export type ReferralFriendState = 'waiting' | 'claimable' | 'claimed';

export interface ReferralFriend {
  id: number;
  /** masked, as the winners board masks names */
  username: string;
  registeredAt: number;
  state: ReferralFriendState;
  /** what the friend earns (waiting, claimable) or earned (claimed) the member */
  amount: number;
  claimedAt: number | null;
}

export interface ReferralInfo {
  /** the member's own code: the link is <portal>/register?referralCode=<code> */
  code: string;
  friendBonus: number;
  minDeposit: number;
  friends: ReferralFriend[];
  /** the sum claimed so far */
  earned: number;
}

export const referralClaimSchema = z.object({ friendId: z.number().int().positive(), requestId: claimRequestSchema.shape.requestId });
export type ReferralClaimRequest = z.infer<typeof referralClaimSchema>;

export const referralSettingsSchema = z.object({
  merchantCode: z.string().min(1),
  enabled: z.boolean(),
  friendBonus: z.number().int().positive().optional(),
  minDeposit: z.number().int().positive().optional(),
});

// ---------------------------------------------------------------- missions

export type MissionKind = 'bet' | 'deposit' | 'login';
export type MissionState = 'in_progress' | 'claimable' | 'claimed';

export interface Mission {
  code: string;
  kind: MissionKind;
  /** bet: the game category that counts, null for every category */
  category: string | null;
  target: number;
  /** capped at the target */
  progress: number;
  reward: number;
  state: MissionState;
}

export interface MissionBoard {
  /** the brand's day (UTC+7): missions and the leaderboard start again at periodEnd */
  periodStart: number;
  periodEnd: number;
  missions: Mission[];
  /** missions of the day not claimed yet (the menu's badge) */
  outstanding: number;
}

export interface MissionSummary {
  outstanding: number;
}

export interface LeaderboardEntry {
  rank: number;
  /** masked */
  username: string;
  turnover: number;
}

export interface Leaderboard {
  periodStart: number;
  periodEnd: number;
  top: LeaderboardEntry[];
  /** the member's own place, null without a bet in the period */
  me: LeaderboardEntry | null;
}

export const missionClaimSchema = z.object({ code: z.string().min(1).max(40), requestId: claimRequestSchema.shape.requestId });
/** POST /wps/missions/claim: which mission, once per requestId. */
export type MissionClaimRequest = z.infer<typeof missionClaimSchema>;

// ---------------------------------------------------------------- rescue fund

export type RescueState = 'claimable' | 'claimed' | 'none';

export interface RescueFund {
  /** yesterday in the brand's day (UTC+7) */
  dayStart: number;
  dayEnd: number;
  /** stakes minus wins of the bets settled that day (0 when the member won) */
  loss: number;
  rateBps: number;
  minLoss: number;
  maxAmount: number;
  /** what the rescue pays (claimable, none: 0) or paid (claimed) */
  amount: number;
  state: RescueState;
}

export const rescueSettingsSchema = z.object({
  merchantCode: z.string().min(1),
  rateBps: z.number().int().min(0).max(10_000),
  minLoss: moneyAmount,
  maxAmount: moneyAmount,
});

/** Test servers only (TEST_HOOKS on): moves a member's settled bets back in time, so "yesterday" can be played today. */
export const backdateSchema = z.object({
  merchantCode: z.string().min(1),
  username: z.string().min(1).max(50),
  ms: z
    .number()
    .int()
    .positive()
    .max(40 * 86_400_000),
});

// ---------------------------------------------------------------- operator (/__admin)

/** A brand's mission, created or replaced (PUT /__admin/missions); DELETE takes {merchantCode, code}. */
export const missionDefinitionSchema = z.object({
  merchantCode: z.string().min(1),
  code: z.string().regex(/^[A-Z0-9_]{2,40}$/),
  kind: z.enum(['bet', 'deposit', 'login']),
  category: z.string().min(1).max(20).nullable().default(null),
  target: z.number().int().positive(),
  reward: moneyAmount,
  sort: z.number().int().min(0).default(100),
});

/** A brand's reward, created or replaced (PUT /__admin/rewards); DELETE takes {merchantCode, code}. */
export const rewardDefinitionSchema = z.object({
  merchantCode: z.string().min(1),
  code: z.string().regex(/^[A-Z0-9_]{2,40}$/),
  kind: z.enum(['first_deposit', 'level_up', 'app']),
  amount: moneyAmount,
  percentBps: z.number().int().min(0).max(10_000).nullable().default(null),
  level: z.number().int().min(1).nullable().default(null),
  sort: z.number().int().min(0).default(100),
});

export const definitionRefSchema = z.object({ merchantCode: z.string().min(1), code: z.string().min(1).max(40) });

/** A brand's VIP level, changed (PUT /__admin/vip/levels): the turnover that reaches it and its benefits. */
export const vipLevelSchema = z.object({
  merchantCode: z.string().min(1),
  level: z.number().int().min(0),
  name: z.string().min(1).max(30),
  minTurnover: z.number().int().min(0),
  upgradeBonus: z.number().int().min(0),
  dailyWithdrawals: z.number().int().min(0),
});

export type MemberCentreErrorCode = 'NOTHING_TO_CLAIM' | 'ALREADY_CLAIMED' | 'REWARD_LOCKED' | 'REWARD_NOT_FOUND' | 'FRIEND_NOT_FOUND';
