/**
 * The seam between the second-factor check (domain/second-factor.ts) and the passkey half
 * (domain/passkeys.ts): whether a member has a passkey, and whether an assertion answers a
 * step challenge this member's session (or waiting login) asked for (POST /wps/member/passkeys/step/options), on
 * the page it was issued to, from one of the member's passkeys with a counter that went up.
 */
import type { PasskeyAssertion, SecondFactorStep } from '@shared/api/second-factor';
import { hasPasskey, verifyPasskeyAssertion } from './passkeys';

export interface PasskeySeam {
  /** whether the member has at least one passkey on this brand */
  has(db: D1Database, merchant: string, memberId: number): Promise<boolean>;
  /**
   * Whether the assertion answers a challenge the gateway issued to this member on this brand
   * for this step, from one of the member's passkeys with a fresh counter (true: verified, the
   * challenge spent and the passkey's counter and last use recorded).
   */
  verify(db: D1Database, who: { merchant: string; memberId: number; binding?: string }, step: SecondFactorStep, assertion: PasskeyAssertion): Promise<boolean>;
}

// through arrows: domain/passkeys.ts reaches domain/login.ts, which reaches back here
export const passkeySeam: PasskeySeam | null = {
  has: (db, merchant, memberId) => hasPasskey(db, merchant, memberId),
  verify: async (db, who, _step, assertion) =>
    (await verifyPasskeyAssertion(db, { merchant: who.merchant, purpose: 'step', memberId: who.memberId, binding: who.binding }, assertion)).ok,
};
