/**
 * The second factor of an account: an authenticator app's codes (TOTP, RFC 6238) with recovery
 * codes, and passkeys (WebAuthn). One proof type is what every call that asks for a second
 * factor takes: a login past its password, a login from a new address, and the money steps
 * (binding a card, changing the payment password, a withdrawal above the brand's threshold).
 * The gateway README's "Second factor" section is the contract a brand's real gateway implements.
 */

/** What the account can answer with; the page offers only these. */
export type SecondFactorMethod = 'totp' | 'passkey';

/** A passkey's answer to a challenge the gateway issued (the browser's AuthenticationResponseJSON, kept opaque here). */
export interface PasskeyAssertion {
  /** the id of the challenge the gateway issued for this ceremony */
  challengeId: string;
  /** @simplewebauthn/browser startAuthentication's result, as JSON */
  response: Record<string, unknown>;
}

/** The proof a call that needs a second factor carries, in its body's `secondFactor` field. */
export type SecondFactorProof = { kind: 'totp'; code: string } | { kind: 'recovery'; code: string } | { kind: 'passkey'; assertion: PasskeyAssertion };

/**
 * value with code SECOND_FACTOR_REQUIRED (403): the call needs a proof and had none. `step` names
 * what it guards, so the page can say what is needed; `methods` are what this account has.
 */
export interface SecondFactorRequired {
  step: SecondFactorStep;
  methods: SecondFactorMethod[];
}

export type SecondFactorStep = 'LOGIN' | 'NEW_ADDRESS' | 'BIND_CARD' | 'PAYMENT_PASSWORD' | 'WITHDRAW';

/**
 * Error codes: SECOND_FACTOR_REQUIRED (no proof), SECOND_FACTOR_WRONG (a wrong or reused code, a
 * passkey assertion that does not verify), SECOND_FACTOR_LOCKED (too many wrong proofs: locked
 * like the payment PIN, value `{ triesLeft: 0, lockedUntil }`).
 */
export type SecondFactorErrorCode = 'SECOND_FACTOR_REQUIRED' | 'SECOND_FACTOR_WRONG' | 'SECOND_FACTOR_LOCKED';

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
