/**
 * The cashier's calls, contract first: each request is a zod schema the gateway
 * validates with and the client types its calls by; each answer is a type. Money is whole
 * currency units (VND has no minor unit). Paths (docs/product.md 7.3 leaves them "not shown"):
 *   GET  /wps/cashier/deposit/channels      DepositChannel[]
 *   POST /wps/cashier/deposit               DepositRequest -> DepositOrder (idempotent by requestId)
 *   GET  /wps/cashier/deposit/orders        DepositOrder[] (the member's latest)
 *   GET  /wps/cashier/deposit/order?orderNo DepositOrder
 * The browser imports only this file's types (zod stays out of its bundle); rules shared by
 * both sides are in shared/cashier-rules.ts.
 */
import { z } from 'zod';
import { stepUpField } from './second-factor';

export { PROOF_MAX_BYTES } from '../cashier-rules';

export type DepositChannelType = 'bank' | 'ewallet' | 'usdt';

/** Where the player sends the money for a channel. */
export type PayTo =
  | { type: 'bank'; bankName: string; accountName: string; accountNo: string }
  | { type: 'ewallet'; walletName: string; accountName: string; phone: string }
  | { type: 'usdt'; network: 'TRC20'; address: string; rate: number };

export interface DepositChannel {
  id: string;
  type: DepositChannelType;
  name: string;
  min: number;
  max: number;
  presets: number[];
  /** fee in basis points of the amount (0 = free), paid by the player on top */
  feeBps: number;
  payTo: PayTo;
}

export type DepositStatus = 'pending' | 'paid' | 'expired';

export interface DepositOrder {
  orderNo: string;
  channelId: string;
  amount: number;
  fee: number;
  /** what the player writes in the transfer's note, so the payment is matched to the order */
  reference: string;
  status: DepositStatus;
  payTo: PayTo;
  createdAt: number;
  expiresAt: number;
  paidAt: number | null;
}

/** The largest amount one money movement may carry, in the brand's minor unit (docs/product.md 4); the gateway's ledger asserts it again. */
export const MAX_MONEY_AMOUNT = 1_000_000_000_000;

/** An amount of money a call moves: a positive whole number of the brand's minor unit, at most MAX_MONEY_AMOUNT. */
export const moneyAmount = z.number().int().positive().max(MAX_MONEY_AMOUNT);

/** The portal's idempotency key of a money call: a retried call answers the first result. */
export const requestId = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/);

export const depositRequestSchema = z.object({
  channelId: z.string().min(1).max(40),
  amount: moneyAmount,
  requestId,
});
export type DepositRequest = z.infer<typeof depositRequestSchema>;

/** A payment provider's notice that an order was paid (the reference gateway's stand-in signs it with HMAC). */
export const paymentNoticeSchema = z.object({
  orderNo: z.string().min(1).max(40),
  amount: moneyAmount,
  merchantCode: z.string().min(1),
});
export type PaymentNotice = z.infer<typeof paymentNoticeSchema>;

export type CashierErrorCode = 'AMOUNT_OUT_OF_RANGE' | 'CHANNEL_NOT_FOUND' | 'ORDER_NOT_FOUND' | 'AMOUNT_MISMATCH' | WithdrawErrorCode | VendorWalletErrorCode;

/** A move between two of the member's own wallets: each side a vendor's code, null for the main wallet. */
export interface OwnTransfer {
  from: string | null;
  to: string | null;
}

/**
 * What the account record's rows have in common (the member's own and an agent's view of a
 * downline): one row per ledger transaction and member, whatever number of the member's wallets
 * it touched (docs/product.md 4, the account record).
 */
export interface MovementRow {
  /** the ledger transaction */
  id: number;
  /** OPENING, DEPOSIT, BET, WIN, PROMOTION, POINTS, VENDOR_IN, … */
  kind: string;
  /** positive into the member's wallets, negative out of them; a move between their own wallets: the amount moved */
  amount: number;
  /** the vendor whose wallet moved (multi-wallet brands), null for the main wallet or a move between own wallets */
  wallet: string | null;
  /** a move between the member's own wallets (one row, from and to), else null */
  transfer: OwnTransfer | null;
  /** whether the row counts in the range's money in and out (not a move between own wallets, nor a rejected withdrawal's request or refund) */
  counted: boolean;
}

/** One movement of the member's wallets (transactionHistory). */
export interface WalletMovement extends MovementRow {
  createdAt: number;
}

export interface WalletMovementPage {
  list: WalletMovement[];
  total: number;
  totalPages: number;
  /** money that entered and left the member's wallets over the whole range and kind (counted rows), not just this page */
  totals: { in: number; out: number };
}

/** GET /wps/cashier/transactions: a range of epoch ms (at most 92 days), a kind, a page. */
export const movementQuerySchema = z.object({
  from: z.coerce.number().int().min(0),
  to: z.coerce.number().int().min(0),
  kind: z
    .string()
    .regex(/^[A-Z_]{1,20}$/)
    .optional(),
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(1000).default(20),
});
export type MovementQuery = z.infer<typeof movementQuerySchema>;

// ------------------------------------------------------------------ withdrawal

/** A bank card (account) the member withdraws to; the number is shown masked. */
export interface BankCard {
  id: number;
  bankName: string;
  accountName: string;
  /** masked: the last 4 digits */
  accountNo: string;
}

/** docs/product.md 4 withdrawal receipt: paid out, then the member confirms, or the clock does. */
export type WithdrawStatus = 'requested' | 'rejected' | 'paid' | 'received' | 'partly_received' | 'not_received' | 'auto_received';

export interface Withdrawal {
  orderNo: string;
  amount: number;
  card: BankCard;
  status: WithdrawStatus;
  receivedAmount: number | null;
  createdAt: number;
  paidAt: number | null;
  /** when a paid-out withdrawal counts as received if the member has not answered */
  autoConfirmAt: number | null;
  confirmedAt: number | null;
}

export interface WithdrawInfo {
  balance: number;
  /** what the turnover requirement leaves withdrawable */
  withdrawable: number;
  /** stake still needed before bonus money can be withdrawn */
  turnoverOutstanding: number;
  min: number;
  max: number;
  hasPaymentPassword: boolean;
  cards: BankCard[];
  /** minutes after payout when an unanswered withdrawal counts as received */
  autoConfirmMinutes: number;
}

export const paymentPassword = z.string().regex(/^\d{6}$/);

// a member with a second factor proves it on these calls when the brand asks (shared/api/second-factor.ts)
export const setPaymentPasswordSchema = z.object({ paymentPassword, ...stepUpField });
/** POST /wps/cashier/payment-password: the six-digit payment PIN. */
export type PaymentPasswordRequest = z.infer<typeof setPaymentPasswordSchema>;

export const bindCardSchema = z.object({
  bankName: z.string().trim().min(2).max(60),
  accountName: z.string().trim().min(2).max(80),
  accountNo: z.string().regex(/^\d{6,19}$/),
  paymentPassword,
  ...stepUpField,
});
export type BindCardRequest = z.infer<typeof bindCardSchema>;

export const withdrawRequestSchema = z.object({
  cardId: z.number().int().positive(),
  amount: moneyAmount,
  paymentPassword,
  requestId,
  ...stepUpField,
});
export type WithdrawRequest = z.infer<typeof withdrawRequestSchema>;

/** The member's answer to a paid-out withdrawal (multipart: proof is a png/jpg file of at most 5 MB, required for not_received). */
export const RECEIPT_RESULTS = ['received', 'partly_received', 'not_received'] as const;
export type ReceiptResult = (typeof RECEIPT_RESULTS)[number];

export type WithdrawErrorCode =
  | 'PAYMENT_PASSWORD_REQUIRED'
  | 'PAYMENT_PASSWORD_SET'
  | 'PAYMENT_PASSWORD_WRONG'
  | 'CARD_INVALID'
  | 'CARD_TAKEN'
  | 'CARD_NOT_FOUND'
  | 'OVER_WITHDRAWABLE'
  | 'NOT_CONFIRMABLE'
  | 'PROOF_REQUIRED'
  | 'PROOF_INVALID'
  | 'RECEIVED_AMOUNT_INVALID'
  | 'NO_UPLINE'
  // the PIN is locked after too many wrong tries: value PinAttempts with lockedUntil
  | 'PAYMENT_PASSWORD_LOCKED'
  // the VIP level's withdrawals a day are used up for the brand's day
  | 'DAILY_WITHDRAWALS_REACHED'
  // an idempotency key (request id) seen before with another amount or recipient
  | 'IDEMPOTENCY_KEY_REUSED';

/** How many wrong payment PINs are still allowed, or until when the PIN is locked (epoch ms). */
export interface PinAttempts {
  triesLeft: number;
  lockedUntil: number | null;
}

/** The numbers of an OVER_WITHDRAWABLE refusal: the same on every way money leaves the member. */
export interface WithdrawableLimit {
  withdrawable: number;
  turnoverOutstanding: number;
}

/** POST /wps/cashier/payment-password/unlock: the member's login password, re-checked. */
export const pinUnlockSchema = z.object({ password: z.string().min(1).max(64), ...stepUpField });

// ------------------------------------------------------------------ personal P&L

/** One day of the member's play (personalProfit): stake out, wins and bonuses in. */
export interface ProfitDay {
  /** yyyy-MM-dd in the player's time zone */
  day: string;
  stake: number;
  win: number;
  bonus: number;
  /** win + bonus - stake */
  net: number;
}

export interface ProfitReport {
  days: ProfitDay[];
  totals: Omit<ProfitDay, 'day'>;
}

/** GET /wps/cashier/profit: a range (at most 92 days) and the player's offset from UTC in minutes. */
export const profitQuerySchema = z.object({
  from: z.coerce.number().int().min(0),
  to: z.coerce.number().int().min(0),
  tz: z.coerce.number().int().min(-720).max(840).default(0),
});

// ------------------------------------------------------------------ betting record

/** One bet of the member (personalHistoryCopy): a game round or a lottery bet. */
export interface BetRecord {
  id: string;
  source: 'round' | 'lottery';
  gameName: string;
  vendor: string;
  category: string;
  stake: number;
  /** what came back (0 for a loss) */
  win: number;
  /** settled rounds; lottery: open, won or lost */
  status: string;
  at: number;
  /** provably fair (in-house and slot rounds): revealed once the round is settled */
  fair: { serverSeed: string; serverSeedHash: string; clientSeed: string | null; nonce: number } | null;
}

export interface BetRecordPage {
  list: BetRecord[];
  total: number;
  totalPages: number;
  totals: { stake: number; win: number };
}

export const betQuerySchema = z.object({
  from: z.coerce.number().int().min(0),
  to: z.coerce.number().int().min(0),
  category: z
    .string()
    .regex(/^[A-Z]{2,12}$/)
    .optional(),
  vendor: z
    .string()
    .regex(/^[A-Z0-9_]{1,30}$/)
    .optional(),
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(1000).default(20),
});

// ------------------------------------------------------------------ bonuses

/** One bonus the member received (bonusDetails) and how much of its turnover is done. */
export interface BonusRecord {
  id: number;
  /** PROMOTION or POINTS */
  kind: string;
  amount: number;
  at: number;
  /** stake needed before this bonus may be withdrawn */
  turnoverRequired: number;
  /** stake counted towards it (bets after it, oldest bonus first) */
  turnoverDone: number;
}

// ------------------------------------------------------------------ transfer to the upline

/** The agent above the member (the owner of the invitation code the member registered with). */
export interface UplineInfo {
  upline: { username: string; nickname: string } | null;
}

/** above the brand's threshold a member with a second factor proves it (`secondFactor`: gateway domain/money-steps.ts) */
export const uplineTransferSchema = z.object({ amount: moneyAmount, paymentPassword, requestId, ...stepUpField });
export type UplineTransferRequest = z.infer<typeof uplineTransferSchema>;

export interface TransferResult {
  amount: number;
  balance: number;
  duplicate: boolean;
}

// ------------------------------------------------------------------ vendor wallets (transferFund)
//   GET  /wps/member/info/funds/consolidated   ConsolidatedFunds
//   POST /wps/v2/wallets/transfer              VendorTransferRequest -> ConsolidatedFunds (once per requestId)
//   POST /wps/v2/wallets/recall                RecallRequest -> ConsolidatedFunds (every vendor wallet back to the main one)

/** A member's wallet at a vendor that keeps its own (a transfer wallet). */
export interface VendorWallet {
  vendor: string;
  name: string;
  balance: number;
}

/** docs/product.md 3 Wallet: single (every game plays from the main wallet) or multi (some vendors keep their own). */
export interface ConsolidatedFunds {
  isSingle: boolean;
  currencySymbol: string;
  /** the main wallet */
  main: number;
  wallets: VendorWallet[];
  /** main plus every vendor wallet */
  total: number;
}

export const vendorTransferSchema = z.object({
  vendor: z.string().regex(/^[A-Z0-9_]{1,32}$/),
  /** in: from the main wallet into the vendor's; out: back */
  direction: z.enum(['in', 'out']),
  amount: moneyAmount,
  requestId,
});
export type VendorTransferRequest = z.infer<typeof vendorTransferSchema>;

export const recallSchema = z.object({ requestId });
export type RecallRequest = z.infer<typeof recallSchema>;

export type VendorWalletErrorCode = 'NOT_A_VENDOR_WALLET' | 'INSUFFICIENT_FUNDS';

// ---------------------------------------------------------------- the operator (/__admin/cashier/*)

/** A deposit or withdrawal order the operator acts on (deposit confirmed paid, withdrawal paid out or rejected). */
export const orderRefSchema = z.object({ orderNo: z.string().min(1).max(40) });

/** POST /__admin/cashier/withdrawals/auto-confirm: the Cron Trigger's run, now or at a given time (tests). */
export const withdrawalAutoConfirmSchema = z.object({ now: z.number().int().optional() });
