/**
 * The agent centre's calls, contract first. Every call needs an agent's session
 * (account types 1, 2, 41, 42; anyone else 403 NOT_AGENT) and reads or acts only on the
 * agent's own downline tree: a member id outside it answers exactly as an id that does not
 * exist (404 MEMBER_NOT_FOUND). Paths (docs/product.md 7.3 leaves them "not shown"):
 *   GET  /wps/agent/team/overview?from&to&tz        TeamOverview
 *   GET  /wps/agent/team/members?keyword&level&...  TeamMemberPage
 *   GET  /wps/agent/team/member?memberId            TeamMember
 *   POST /wps/agent/team/transfer                   AgentTransferRequest -> TransferResult (once per requestId)
 *   POST /wps/agent/register                        AgentRegisterRequest -> AgentRegistered
 *   GET  /wps/agent/reports/bets?...                TeamBetPage
 *   GET  /wps/agent/reports/loss?...                TeamLossPage
 *   GET  /wps/agent/reports/income?from&to&tz       IncomeReport
 *   GET  /wps/agent/reports/transactions?...        TeamMovementPage
 *   GET  /wps/agent/referral                        AgentReferral
 * The browser imports only this file's types.
 */
import { z } from 'zod';
import { moneyAmount, paymentPassword, requestId, type MovementRow, type TransferResult } from './cashier';
import { stepUpField } from './second-factor';

export type { TransferResult };

export type AgentErrorCode = 'NOT_AGENT' | 'MEMBER_NOT_FOUND' | 'NOT_DIRECT_DOWNLINE' | 'RANGE_TOO_LONG' | ContractErrorCode;

/** A report's period: epoch ms [from, to), at most 92 days (shared/api/range.ts); tz is the browser's offset east of UTC in minutes (for per-day rows). */
const period = {
  from: z.coerce.number().int().min(0),
  to: z.coerce.number().int().min(0),
  tz: z.coerce.number().int().min(-840).max(840).default(0),
};

export const periodQuerySchema = z.object(period);
export type PeriodQuery = z.infer<typeof periodQuerySchema>;

// ------------------------------------------------------------------ team overview

export interface TeamDay {
  /** yyyy-MM-dd in the browser's zone */
  day: string;
  deposits: number;
  withdrawals: number;
  bets: number;
  profit: number;
}

export interface TeamOverview {
  /** every downline at every depth (the agent itself not counted) */
  teamSize: number;
  direct: number;
  indirect: number;
  /** downlines registered in the period */
  newMembers: number;
  /** downlines with at least one bet in the period */
  activeMembers: number;
  deposits: number;
  withdrawals: number;
  bets: number;
  wins: number;
  bonuses: number;
  /** the team's own result: wins + bonuses - bets */
  profit: number;
  days: TeamDay[];
}

// ------------------------------------------------------------------ team management

export const TEAM_LEVELS = ['all', 'direct', 'indirect'] as const;
export type TeamLevel = (typeof TEAM_LEVELS)[number];

export const teamMembersQuerySchema = z.object({
  keyword: z.string().trim().max(50).optional(),
  level: z.enum(TEAM_LEVELS).default('all'),
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export interface TeamMembersQuery {
  keyword?: string;
  level?: TeamLevel;
  pageNo?: number;
  pageSize?: number;
}

export interface TeamMember {
  id: number;
  username: string;
  nickname: string;
  /** account type: 0 member, 1/2/41/42 agent */
  type: number;
  /** depth under the agent: 1 = direct downline */
  level: number;
  /** the direct upline's username */
  upline: string;
  balance: number;
  lastLoginAt: number | null;
  createdAt: number;
  /** this agent's active contracts with the downline */
  contracts: ContractKind[];
}

export interface TeamMemberPage {
  list: TeamMember[];
  total: number;
  pageNo: number;
  totalPages: number;
}

export const memberIdQuerySchema = z.object({ memberId: z.coerce.number().int().positive() });

/** A transfer from the agent's wallet to a direct downline's; the payment password when the agent has one. */
export const agentTransferSchema = z.object({
  memberId: z.number().int().positive(),
  amount: moneyAmount,
  paymentPassword: paymentPassword.optional(),
  requestId,
  /** above the brand's threshold an agent with a second factor proves it (gateway domain/money-steps.ts) */
  ...stepUpField,
});
export type AgentTransferRequest = z.infer<typeof agentTransferSchema>;

/** What the transfer form needs: the agent's balance and whether it has a payment password. */
export interface AgentWallet {
  balance: number;
  hasPaymentPassword: boolean;
}

// ------------------------------------------------------------------ register a downline

export const DOWNLINE_TYPES = [0, 1] as const;

export const agentRegisterSchema = z.object({
  username: z.string().max(255),
  password: z.string().max(255),
  confirmPassword: z.string().max(255),
  /** 0 member, 1 agent */
  type: z.union([z.literal(0), z.literal(1)]),
});
export type AgentRegisterRequest = z.infer<typeof agentRegisterSchema>;

export interface AgentRegistered {
  id: number;
  username: string;
  type: number;
}

// ------------------------------------------------------------------ referral

export interface AgentReferral {
  /** the agent's invitation code: a registration with it lands under the agent */
  code: string;
}

// ------------------------------------------------------------------ reports

const paging = {
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(1000).default(20),
};
/** a downline's username (exact); nothing when it is not in the tree */
const username = z.string().trim().max(50).optional();

export const teamBetsQuerySchema = z.object({
  ...period,
  ...paging,
  username,
  category: z
    .string()
    .regex(/^[A-Z_]{1,20}$/)
    .optional(),
});
/** The browser's side of a report query (the period plus paging and filters). */
interface ReportQuery {
  from: number;
  to: number;
  tz?: number;
  pageNo?: number;
  pageSize?: number;
  username?: string;
}

export interface TeamBetsQuery extends ReportQuery {
  category?: string;
}

export interface TeamBet {
  id: string;
  username: string;
  gameName: string;
  category: string;
  stake: number;
  win: number;
  at: number;
}

export interface TeamBetPage {
  list: TeamBet[];
  total: number;
  totalPages: number;
  pageNo: number;
  stake: number;
  win: number;
}

export const teamLossQuerySchema = z.object({ ...period, ...paging, username });
export type TeamLossQuery = ReportQuery;

/** One downline's profit and loss over the period (members with no movement left out). */
export interface TeamLossRow {
  username: string;
  level: number;
  deposits: number;
  withdrawals: number;
  bets: number;
  wins: number;
  bonuses: number;
  profit: number;
}

export interface TeamLossPage {
  list: TeamLossRow[];
  total: number;
  totalPages: number;
  pageNo: number;
  totals: Omit<TeamLossRow, 'username' | 'level'>;
}

export const teamMovementsQuerySchema = z.object({
  ...period,
  ...paging,
  username,
  kind: z
    .string()
    .regex(/^[A-Z_]{1,20}$/)
    .optional(),
});
export interface TeamMovementsQuery extends ReportQuery {
  kind?: string;
}

/** A downline's movement, read as the downline's own account record reads it (one row per transaction and member). */
export interface TeamMovement extends MovementRow {
  username: string;
  at: number;
}

export interface TeamMovementPage {
  list: TeamMovement[];
  total: number;
  totalPages: number;
  pageNo: number;
  inflow: number;
  outflow: number;
}

/** The agent's own income per day: what came into its wallet from its team and the house (transfers in, wages, dividends). */
export interface IncomeDay {
  day: string;
  kind: string;
  amount: number;
}

export interface IncomeReport {
  days: IncomeDay[];
  total: number;
}

/** The ledger kinds that count as an agent's income. */
export const INCOME_KINDS = ['TRANSFER', 'DIVIDEND', 'DAILY_SALARY', 'HOURLY_SALARY', 'REALTIME_SALARY', 'COMMISSION'] as const;

// ------------------------------------------------------------------ announcements

/** An operator notice to the merchant's agents (GET /wps/agent/announcements?pageNo&pageSize, newest first). */
export interface AgentAnnouncement {
  id: number;
  title: string;
  /** operator HTML: the portal cleans it before showing it */
  content: string;
  /** epoch ms */
  date: number;
}

export interface AgentAnnouncementPage {
  list: AgentAnnouncement[];
  totalPages: number;
  pageNo: number;
}

export const agentAnnouncementsQuerySchema = z.object({
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
});

export const newAgentAnnouncementSchema = z.object({
  merchantCode: z.string().min(1),
  title: z.string().min(1).max(200),
  content: z.string().min(1).max(20_000),
  /** epoch ms; default now */
  date: z.number().int().min(0).optional(),
});

// ------------------------------------------------------------------ contracts (docs/product.md 4)

export const CONTRACT_KINDS = ['dividend', 'daily_salary', 'hourly_salary', 'realtime_salary'] as const;
export type ContractKind = (typeof CONTRACT_KINDS)[number];
export const CONTRACT_PERIODS = ['realtime', 'hourly', 'daily', 'weekly', 'semimonthly', 'monthly'] as const;
export type ContractPeriod = (typeof CONTRACT_PERIODS)[number];
/** The periods each kind may have: a dividend's is chosen, a salary's follows from its kind (real-time wages every 5 minutes). */
export const KIND_PERIODS: Record<ContractKind, readonly ContractPeriod[]> = {
  dividend: ['daily', 'weekly', 'semimonthly', 'monthly'],
  daily_salary: ['daily'],
  hourly_salary: ['hourly'],
  realtime_salary: ['realtime'],
};
export type ContractStatus = 'offered' | 'active' | 'rejected' | 'terminated' | 'ended';

/** A tier: from this base (the team's bets for salaries, its net loss for dividends) on, this rate in basis points. */
export interface ContractTier {
  minBase: number;
  rateBps: number;
}

const tier = z.object({ minBase: z.number().int().min(0), rateBps: z.number().int().min(0).max(10_000) });

/** Tiers ascending by base, the first from 0, rates never falling. */
export const tiersSchema = z
  .array(tier)
  .min(1)
  .max(10)
  .refine((t) => t[0]!.minBase === 0 && t.every((x, i) => i === 0 || (x.minBase > t[i - 1]!.minBase && x.rateBps >= t[i - 1]!.rateBps)), {
    message: 'tiers must start at 0 and rise',
  });

export const contractOfferSchema = z.object({
  memberId: z.number().int().positive(),
  kind: z.enum(CONTRACT_KINDS),
  period: z.enum(CONTRACT_PERIODS),
  tiers: tiersSchema,
  requestId,
});
export type ContractOffer = z.infer<typeof contractOfferSchema>;

export const contractAnswerSchema = z.object({ contractId: z.number().int().positive(), accept: z.boolean() });
export const contractIdSchema = z.object({ contractId: z.number().int().positive() });
/** POST /wps/agent/contracts/answer: the downline accepts or rejects an offered deal. */
export type ContractAnswer = z.infer<typeof contractAnswerSchema>;
/** POST /wps/agent/contracts/terminate: the deal to end. */
export type ContractRef = z.infer<typeof contractIdSchema>;
export const contractListQuerySchema = z.object({ kind: z.enum(CONTRACT_KINDS) });

export interface AgentContract {
  id: number;
  kind: ContractKind;
  period: ContractPeriod;
  tiers: ContractTier[];
  topRateBps: number;
  status: ContractStatus;
  /** the agent that offered it and the downline it is for */
  upline: string;
  downline: string;
  downlineId: number;
  createdAt: number;
  answeredAt: number | null;
  endedAt: number | null;
  endReason: string | null;
}

/** GET /wps/agent/contracts?kind: the contracts offered to the agent, and the ones it offered its downlines. */
export interface ContractLists {
  received: AgentContract[];
  offered: AgentContract[];
  /** the highest rate this agent may offer (its own active contract's top rate, or the brand's cap) */
  maxRateBps: number;
}

export interface ContractSettlement {
  contractId: number;
  periodStart: number;
  periodEnd: number;
  base: number;
  rateBps: number;
  amount: number;
  settledAt: number;
}

export type ContractErrorCode = 'CONTRACT_NOT_FOUND' | 'RATE_ABOVE_OWN' | 'BAD_PERIOD' | 'NOT_AN_AGENT_DOWNLINE' | 'CONTRACT_NOT_OPEN' | 'OFFER_PENDING';

// ---------------------------------------------------------------- the operator (/__admin/agent, /__admin/bench)

/** POST /__admin/agent/settle: a settlement run now, or as at `now` (a test settles a period that has ended). */
export const settlementRunSchema = z.object({ now: z.number().int().min(0).optional(), kinds: z.array(z.enum(CONTRACT_KINDS)).optional() });

/** POST /__admin/bench: a new agent with `sizes[l]` members at each depth (the benchmark's team). */
export const benchTeamSchema = z.object({ merchantCode: z.string().min(1), sizes: z.array(z.number().int().min(1).max(10_000)).min(1).max(10) });
