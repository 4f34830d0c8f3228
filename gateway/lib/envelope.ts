/** Every /wps and /lgw answer is an Envelope (shared/api/index.ts). */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Envelope, ErrorCode } from '@shared/api';
import type { AgentErrorCode } from '@shared/api/agent';
import type { CashierErrorCode } from '@shared/api/cashier';
import type { LotteryErrorCode } from '@shared/api/lottery';
import type { MemberCentreErrorCode } from '@shared/api/member';
import type { PasskeyErrorCode } from '@shared/api/passkeys';
import type { PromotionErrorCode } from '@shared/api/promotions';
import type { ProtectionErrorCode } from '@shared/api/protection';
import type { RedEnvelopeErrorCode } from '@shared/api/envelope';
import type { SecondFactorErrorCode, TotpErrorCode } from '@shared/api/second-factor';
import type { SupportErrorCode } from '@shared/api/support';

/** The contract's codes plus the ones only the gateway itself raises. */
export type GatewayErrorCode =
  | ErrorCode
  | 'NOT_FOUND'
  | 'BAD_REQUEST'
  | 'UNAUTHORIZED'
  // a trial account (type 4) asked for a member-only action (docs/product.md 5, 8 in_need_true_account)
  | 'NEED_TRUE_ACCOUNT'
  // accounts
  | 'ENCRYPTION_REQUIRED'
  | 'LOGIN_FAILED'
  | 'CAPTCHA_INVALID'
  | 'TWO_FACTOR_REQUIRED'
  | 'TWO_FACTOR_INVALID'
  | 'TWO_FACTOR_EXPIRED'
  // the second factor (shared/api/second-factor.ts)
  | SecondFactorErrorCode
  | TotpErrorCode
  | 'TOO_MANY_REQUESTS'
  | 'MOBILE_NOT_FOUND'
  | 'FEATURE_DISABLED'
  | 'PASSWORD_MISMATCH'
  | 'WEAK_PASSWORD'
  | 'OLD_PASSWORD_WRONG'
  // registration
  | 'BOT_CHECK_FAILED'
  | 'REGISTER_INVALID'
  | 'USERNAME_TAKEN'
  | 'MOBILE_TAKEN'
  | 'INVITATION_CODE_ERROR'
  | 'SMS_CODE_INVALID'
  // recovery and social login (shared/api/login.ts)
  | 'USER_EMAIL_NOT_FOUND'
  | 'CODE_INVALID'
  // play
  | 'INSUFFICIENT_FUNDS'
  | 'TICKET_INVALID'
  | 'BAD_SIGNATURE'
  // promotions and points
  | PromotionErrorCode
  // lottery bets
  | LotteryErrorCode
  | CashierErrorCode
  // player protection
  | ProtectionErrorCode
  // the agent centre
  | AgentErrorCode
  | MemberCentreErrorCode
  | RedEnvelopeErrorCode
  // feedback and support tickets
  | SupportErrorCode
  | PasskeyErrorCode;

declare const answering: unique symbol;
/**
 * An envelope answer whose value is a T (never: a refusal, whose value is no answer). The mark
 * exists only for the compiler: a route of the call table (lib/answers.ts) must return one whose
 * T fits its call's answer, so a plain `c.json` or a value of the wrong shape fails `tsc -p gateway`.
 */
export type Answered<T> = Response & { readonly [answering]: T };

export const ok = <T>(c: Context, value: T) => c.json<Envelope<T>>({ success: true, code: '0', message: '', value }) as unknown as Answered<T>;

export const fail = (c: Context, status: ContentfulStatusCode, code: GatewayErrorCode, message: string) =>
  c.json<Envelope<null>>({ success: false, code, message, value: null }, status) as unknown as Answered<never>;

/** A failure that carries a value (LoginFailure, TwoFactorChallenge, retry time, ...). */
export const failWith = <T>(c: Context, status: ContentfulStatusCode, code: GatewayErrorCode, message: string, value: T) =>
  c.json<Envelope<T>>({ success: false, code, message, value }, status) as unknown as Answered<never>;
