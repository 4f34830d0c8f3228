/**
 * The second factor of an account: an authenticator app's codes (TOTP, RFC 6238) with recovery
 * codes, and passkeys (WebAuthn). One proof type is what every call that asks for a second
 * factor takes: a login past its password, a login from a new address, and the money steps
 * (binding a card, changing the payment password, a withdrawal above the brand's threshold).
 * The gateway README's "Second factor" section is the contract a brand's real gateway implements.
 */
import { z } from 'zod';

/**
 * What the account can answer with; the page offers only these. 'password' (the login password)
 * only ever for a change of the second factor on an account that has none yet (FactorChangeStep).
 */
export type SecondFactorMethod = 'totp' | 'passkey' | 'password';

/** A passkey's answer to a challenge the gateway issued (the browser's AuthenticationResponseJSON, kept opaque here). */
export interface PasskeyAssertion {
  /** the id of the challenge the gateway issued for this ceremony */
  challengeId: string;
  /** @simplewebauthn/browser startAuthentication's result, as JSON */
  response: Record<string, unknown>;
}

/** The proof a call that needs a second factor carries, in its body's `secondFactor` field. */
export type SecondFactorProof =
  | { kind: 'totp'; code: string }
  | { kind: 'recovery'; code: string }
  | { kind: 'passkey'; assertion: PasskeyAssertion }
  /** the login password: proves only a FactorChangeStep of an account with no factor yet */
  | { kind: 'password'; password: string };

/**
 * value with code SECOND_FACTOR_REQUIRED (403): the call needs a proof and had none. `step` names
 * what it guards, so the page can say what is needed; `methods` are what this account has.
 */
export interface SecondFactorRequired {
  step: SecondFactorStep;
  methods: SecondFactorMethod[];
  /** LOGIN and NEW_ADDRESS: the login attempt waiting for the proof (POST /wps/session/login/second-factor) */
  challengeId?: string;
}

/**
 * A change of the second factor itself: adding or removing a passkey, turning the authenticator
 * on or off, new recovery codes. Each needs a fresh proof of a factor the account has (a code, a
 * recovery code, a passkey), or, on an account with none, the login password: a stolen session
 * cookie alone changes nothing.
 */
export type FactorChangeStep = 'PASSKEY_ADD' | 'PASSKEY_REMOVE' | 'TOTP_ON' | 'TOTP_OFF' | 'RECOVERY_CODES';
export const FACTOR_CHANGE_STEPS: readonly FactorChangeStep[] = ['PASSKEY_ADD', 'PASSKEY_REMOVE', 'TOTP_ON', 'TOTP_OFF', 'RECOVERY_CODES'];

/** The money steps (gateway domain/money-steps.ts lists the calls each guards). */
export type MoneyStepName = 'BIND_CARD' | 'PAYMENT_PASSWORD' | 'WITHDRAW' | 'TRANSFER';

export type SecondFactorStep = 'LOGIN' | 'NEW_ADDRESS' | MoneyStepName | FactorChangeStep;

/**
 * Error codes: SECOND_FACTOR_REQUIRED (no proof), SECOND_FACTOR_WRONG (a wrong or reused code, a
 * passkey assertion that does not verify), SECOND_FACTOR_LOCKED (too many wrong proofs: locked
 * like the payment PIN, value `{ triesLeft: 0, lockedUntil }`).
 */
export type SecondFactorErrorCode = 'SECOND_FACTOR_REQUIRED' | 'SECOND_FACTOR_WRONG' | 'SECOND_FACTOR_LOCKED' | 'SECOND_FACTOR_COOLING';

/**
 * value with code SECOND_FACTOR_COOLING (403): the proof was of a factor this very session added
 * less than the brand's cool-off ago (default 60 minutes); it proves this session's money steps
 * from `until` on (epoch ms, the member's clock), or at once in a session logged in with it.
 */
export interface SecondFactorCooling {
  until: number;
}

/** The account's second-factor state, shown in my account (securityCenter). */
export interface SecondFactorStatus {
  totp: { enabled: boolean; recoveryCodesLeft: number };
  passkeys: PasskeySummary[];
}

export interface PasskeySummary {
  id: string;
  name: string;
  /** epoch ms */
  createdAt: number;
  /** epoch ms, null until first used */
  lastUsedAt: number | null;
}

// ------------------------------------------------------------------ calls (TOTP)

/** A 6-digit authenticator code. */
export const totpCode = z
  .string()
  .trim()
  .regex(/^\d{6}$/);
/** A recovery code as shown (`abcde-fghij`); case, spaces and the dash are forgiven. */
export const recoveryCode = z.string().trim().min(10).max(24);

export const secondFactorProofSchema: z.ZodType<SecondFactorProof> = z.union([
  z.object({ kind: z.literal('totp'), code: totpCode }),
  z.object({ kind: z.literal('recovery'), code: recoveryCode }),
  z.object({
    kind: z.literal('passkey'),
    assertion: z.object({ challengeId: z.string().min(1).max(100), response: z.record(z.string(), z.unknown()) }),
  }),
  z.object({ kind: z.literal('password'), password: z.string().min(1).max(128) }),
]);

/** POST /wps/member/security/totp/start: a new secret, not on until confirmed. Shown once: the gateway never answers it again. */
export interface TotpSetup {
  /** base32, for typing into the app */
  secret: string;
  /** otpauth://totp/<brand>:<username>?secret=…&issuer=<brand> for the QR code */
  uri: string;
}

/**
 * POST /wps/member/security/totp/confirm: the first code from the app turns TOTP on, with the
 * proof of a factor the account has (a passkey), or its login password when it has none
 * (SECOND_FACTOR_REQUIRED step TOTP_ON without one).
 */
export const totpConfirmSchema = z.object({ code: totpCode, secondFactor: secondFactorProofSchema.optional() });
export type TotpConfirmRequest = z.infer<typeof totpConfirmSchema>;
/** The answer: ten single-use recovery codes, shown this once (the gateway keeps only their hashes). */
export interface TotpEnabled {
  recoveryCodes: string[];
}

/** POST /wps/member/security/totp/disable: turning it off needs a proof (a code or a recovery code). */
export const totpDisableSchema = z.object({ secondFactor: secondFactorProofSchema });
export type TotpDisableRequest = z.infer<typeof totpDisableSchema>;

/**
 * POST /wps/member/security/recovery-codes: ten new recovery codes replace all the account's
 * (spent or not); the answer is TotpEnabled, shown this once. 409 TOTP_OFF while the app is off.
 */
export const recoveryCodesSchema = z.object({ secondFactor: secondFactorProofSchema });
export type RecoveryCodesRequest = z.infer<typeof recoveryCodesSchema>;

/** POST /wps/session/login/second-factor: the second step of a login that answered SECOND_FACTOR_REQUIRED. */
export const loginSecondFactorSchema = z.object({ challengeId: z.string().min(1).max(64), secondFactor: secondFactorProofSchema });
export type LoginSecondFactorRequest = z.infer<typeof loginSecondFactorSchema>;

/**
 * The header the edge worker sets on a social login's start and on the second step of the login
 * it leads to: a nonce kept in that browser's HttpOnly cookie. The gateway keeps its hash with
 * the started login and the waiting attempt, so a pendingLogin id (it travels in a URL) answers
 * only the browser that started the login.
 */
export const LOGIN_BINDING_HEADER = 'x-login-binding';

/** The `secondFactor` field a money call (binding a card, the payment password, a withdrawal, a transfer) or a factor change may carry. */
export const stepUpField = { secondFactor: secondFactorProofSchema.optional() };

/**
 * 409 TOTP_ON: started or confirmed while already on; 409 TOTP_NOT_STARTED: a confirm with no
 * start; 409 TOTP_OFF: turned off while off; 400 TOTP_CODE_WRONG: the set-up's first code is
 * wrong (not counted as a guess: nothing is guarded yet).
 */
export type TotpErrorCode = 'TOTP_ON' | 'TOTP_NOT_STARTED' | 'TOTP_OFF' | 'TOTP_CODE_WRONG';
