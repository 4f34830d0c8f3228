/**
 * Player protection, contract first: request schemas the gateway validates with
 * (the browser imports types only) and the answers' types. Paths (token, real account):
 *   GET  /wps/protection                      ProtectionState
 *   POST /wps/protection/timeout              TimeoutRequest -> Exclusion (every session ends)
 *   PUT  /wps/protection/deposit-limit        DepositLimitRequest -> ProtectionState
 *   POST /wps/protection/deposit-limit/prompt DepositLimitPromptRequest -> ProtectionState (skipped; never shown again)
 *   PUT  /wps/protection/loss-limit           DepositLimitRequest -> ProtectionState (net loss per window)
 *   GET  /wps/protection/logins               LoginRecord[] (newest first)
 *   POST /wps/protection/sessions/end-others  {ended}
 *   PUT  /wps/protection/reality-check        RealityCheckRequest -> ProtectionState
 *   PUT  /wps/protection/session-limit        SessionLimitRequest -> ProtectionState
 *   GET  /wps/protection/session              SessionClock
 *   GET  /wps/member/birthday                 Birthday; PUT BirthdayRequest -> Birthday (once; 403 UNDERAGE under 21)
 *   POST /wps/protection/session/ack          SessionClock (the reality check was answered)
 * A login of an excluded member answers 403 SELF_EXCLUDED with an Exclusion; a deposit over
 * a limit's remainder answers 409 DEPOSIT_LIMIT_EXCEEDED with DepositAllowance; a stake a loss
 * limit has no room for is refused to the game (seamless-wallet debit) with 409 LOSS_LIMIT_REACHED,
 * and any stake while a break or self-exclusion runs with 403 SELF_EXCLUDED (a game left open in
 * another tab stops taking bets). Marketing stops: operator messages, app-reward unlocks and point
 * grants to an excluded member answer 409 MEMBER_EXCLUDED; the member's claims need a session,
 * which the exclusion ended.
 */
import { z } from 'zod';
import {
  exclusionEnd,
  MAX_LIMIT_AMOUNT,
  type REALITY_CHECK_MINUTES,
  SESSION_LIMIT_MINUTES,
  type ExclusionKind,
  type LimitPeriod,
  type ProtectionTool,
} from '../protection-rules';

export * from '../protection-rules';

export const timeoutRequestSchema = z
  .object({
    kind: z.enum(['break', 'self_exclusion']),
    duration: z.string().max(5),
    requestId: z.string().min(8).max(64),
  })
  .refine((r) => exclusionEnd(r.kind, r.duration, 0) !== null, { message: 'duration does not fit the kind' });
export type TimeoutRequest = z.infer<typeof timeoutRequestSchema>;

export interface Exclusion {
  kind: ExclusionKind;
  /** epoch ms */
  until: number;
}

export const depositLimitRequestSchema = z.object({
  period: z.enum(['day', 'week', 'month']),
  /** null removes the limit (after the waiting time) */
  amount: z.number().int().positive().max(MAX_LIMIT_AMOUNT).nullable(),
  requestId: z.string().min(8).max(64),
});
export type DepositLimitRequest = z.infer<typeof depositLimitRequestSchema>;

export interface DepositLimit {
  period: LimitPeriod;
  /** in force now; null = no limit */
  amount: number | null;
  /** a waiting increase or removal (amount null) and when it takes effect */
  pending: { amount: number | null; from: number } | null;
  /** deposits of the window (paid, and pending orders not yet expired) */
  used: number;
  /** of `used`, the deposit orders still awaiting their payment (0 for loss limits): shown apart, not as deposited */
  unpaid: number;
  /** what may still be deposited in the window; null without a limit */
  remaining: number | null;
}

/** What is left to deposit: the lowest remainder of the limits in force (null: no limit). */
export interface DepositAllowance {
  remaining: number | null;
  /** the window whose remainder is the lowest */
  period: LimitPeriod | null;
}

export const sessionLimitRequestSchema = z.object({
  /** null removes the limit (after the waiting time) */
  minutes: z
    .number()
    .int()
    .refine((m) => (SESSION_LIMIT_MINUTES as readonly number[]).includes(m))
    .nullable(),
  requestId: z.string().min(8).max(64),
});
export type SessionLimitRequest = z.infer<typeof sessionLimitRequestSchema>;

/** The session time limit in force (minutes) and a waiting increase or removal. */
export interface SessionLimit {
  minutes: number | null;
  pending: { minutes: number | null; from: number } | null;
}

export const realityCheckRequestSchema = z.object({ minutes: z.union([z.literal(0), z.literal(15), z.literal(30), z.literal(60)]) });
export type RealityCheckRequest = z.infer<typeof realityCheckRequestSchema>;

export interface ProtectionState {
  /** the tools this brand offers (whitelabel modules) */
  tools: Record<ProtectionTool, boolean>;
  depositLimits: DepositLimit[];
  allowance: DepositAllowance;
  /** loss limits: `used` is the window's net loss (stakes minus wins) */
  lossLimits: DepositLimit[];
  sessionLimit: SessionLimit;
  realityCheckMinutes: (typeof REALITY_CHECK_MINUTES)[number];
  /** the brand requires the reality check (RGREALITYREQUIRED): it cannot be off */
  realityCheckRequired: boolean;
  /**
   * registration and the first deposit prompt the player to set a deposit limit: true until the
   * player set one or skipped the prompt (kept per member on the gateway)
   */
  depositLimitPrompt: boolean;
}

/** The player skipped the deposit-limit prompt (setting a limit answers it too). */
export const depositLimitPromptSchema = z.object({ answer: z.literal('skipped') });
export type DepositLimitPromptRequest = z.infer<typeof depositLimitPromptSchema>;

/** factor_changed: not a login but a change of the second factor, listed with the logins */
export type LoginOutcome = 'success' | 'wrong_password' | 'refused' | 'factor_changed';

export interface LoginRecord {
  at: number;
  ip: string;
  country: string | null;
  device: string | null;
  result: LoginOutcome;
}

/** POST /wps/protection/sessions/end-others: how many of the member's other sessions ended. */
export interface EndedSessions {
  ended: number;
}

/** The session's clock: kept by the gateway, so it counts across page loads and tabs. */
export interface SessionClock {
  /** epoch ms the session started */
  startedAt: number;
  /** the gateway's now (the page measures its own clock against it) */
  now: number;
  /** 0 = reality check off */
  realityCheckMinutes: number;
  /** when the next reality check is due (null when off) */
  nextCheckAt: number | null;
  /** wins minus stakes since the session started */
  netSinceLogin: number;
  /** when the session time limit ends this session (null without one) */
  limitEndsAt: number | null;
}

/** The last successful login before this one (shown at sign-in). */
export interface LastLogin {
  at: number;
  ip: string;
}

export type ProtectionErrorCode =
  | 'SELF_EXCLUDED'
  | 'DEPOSIT_LIMIT_EXCEEDED'
  | 'LOSS_LIMIT_REACHED'
  | 'SESSION_LIMIT_REACHED'
  // an operator's marketing push (message, reward, points) to a member on a break or self-excluded
  | 'MEMBER_EXCLUDED'
  // a birthday under the minimum age of 21 (registration or profile)
  | 'UNDERAGE'
  // the profile's birthday was set before
  | 'BIRTHDAY_SET';

/** The member's birthday in the profile (yyyy-MM-dd), null until set; set once, never under 21. */
export interface Birthday {
  birthday: string | null;
}
export const birthdayRequestSchema = z.object({ birthday: z.string().min(1).max(10) });
export type BirthdayRequest = z.infer<typeof birthdayRequestSchema>;

/** POST /__admin/protection/clock (test servers): a member's protection clock moved on. */
export const protectionClockSchema = z.object({
  merchantCode: z.string().min(1),
  username: z.string().min(1).max(50),
  /** added to the member's current offset */
  advanceMs: z
    .number()
    .int()
    .min(0)
    .max(10 * 366 * 86_400_000),
});
