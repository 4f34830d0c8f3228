/**
 * The seam between the second-factor check (domain/second-factor.ts) and the passkey half
 * (domain/passkeys.ts, built beside it). Until the passkey half sets `passkeySeam` here, no
 * member has a passkey as a second factor and every passkey proof is refused as
 * SECOND_FACTOR_WRONG. To wire it: import the passkey module's two functions below and set
 * `passkeySeam = { has, verify }`; nothing else changes.
 */
import type { PasskeyAssertion, SecondFactorStep } from '@shared/api/second-factor';

export interface PasskeySeam {
  /** whether the member has at least one passkey on this brand */
  has(db: D1Database, merchant: string, memberId: number): Promise<boolean>;
  /**
   * Whether the assertion answers a challenge the gateway issued to this member on this brand
   * for this step, from one of the member's passkeys with a fresh counter (true: verified, the
   * challenge spent and the passkey's counter and last use recorded).
   */
  verify(db: D1Database, who: { merchant: string; memberId: number; ip: string | null }, step: SecondFactorStep, assertion: PasskeyAssertion): Promise<boolean>;
}

export const passkeySeam: PasskeySeam | null = null;
