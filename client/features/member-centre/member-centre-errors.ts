import { errorKey } from '@client/lib/errors';

/** Codes of the issue 12 pages (rebate, rewards) with their own text; the rest read the SPEC.md 8 catalogue. */
const CLAIM_ERRORS: Record<string, string> = {
  NOTHING_TO_CLAIM: 'rebate.errors.nothing',
  ALREADY_CLAIMED: 'rebate.errors.claimed',
  REWARD_LOCKED: 'rewards.errors.locked',
  REWARD_NOT_FOUND: 'rewards.errors.locked',
  NEED_TRUE_ACCOUNT: 'auth.inNeedTrueAccount',
};

export const claimErrorKey = (error: unknown) => errorKey(error, CLAIM_ERRORS);
