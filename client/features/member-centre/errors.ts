import { errorKeys, type ErrorTexts } from '@client/lib/errors';

/**
 * The member centre's own error texts, over the catalogue (client/lib/errors.ts). A code means
 * one thing in the whole centre; a page that words one differently says so below.
 */
const MEMBER_CENTRE_ERRORS: ErrorTexts = {
  // cashier: deposits, withdrawals, transfers, wallets
  AMOUNT_OUT_OF_RANGE: 'cashier.errors.range',
  CHANNEL_NOT_FOUND: 'cashier.errors.channel',
  PAYMENT_PASSWORD_REQUIRED: 'withdraw.errors.passwordRequired',
  PAYMENT_PASSWORD_SET: 'withdraw.errors.passwordSet',
  CARD_INVALID: 'withdraw.errors.cardInvalid',
  CARD_TAKEN: 'withdraw.errors.cardTaken',
  INSUFFICIENT_FUNDS: 'withdraw.errors.overWithdrawable',
  NOT_CONFIRMABLE: 'withdraw.errors.notConfirmable',
  PROOF_REQUIRED: 'withdraw.errors.proofRequired',
  PROOF_INVALID: 'withdraw.errors.proofInvalid',
  RECEIVED_AMOUNT_INVALID: 'withdraw.errors.receivedAmount',
  NO_UPLINE: 'transfer.noUpline',
  NOT_A_VENDOR_WALLET: 'wallet.errors.notVendor',
  // two-step verification
  TOTP_OFF: 'secondFactor.errors.off',
  // claims: rebate, rewards, missions, rescue fund, referral
  NOTHING_TO_CLAIM: 'rebate.errors.nothing',
  ALREADY_CLAIMED: 'rebate.errors.claimed',
  REWARD_LOCKED: 'rewards.errors.locked',
  REWARD_NOT_FOUND: 'rewards.errors.locked',
  // feedback and tickets
  IMAGE_TOO_LARGE: 'support.errors.imageTooLarge',
  TOO_MANY_IMAGES: 'support.errors.tooManyImages',
  IMAGE_TYPE: 'support.errors.imageType',
  TICKET_CLOSED: 'support.errors.closed',
  TICKET_NOT_FOUND: 'support.errors.notFound',
};

export const memberErrorKey = errorKeys(MEMBER_CENTRE_ERRORS);

/** A red envelope's refusals: its own states, and "already claimed" in the envelope's words. */
export const envelopeErrorKey = errorKeys({
  ...MEMBER_CENTRE_ERRORS,
  ENVELOPE_NOT_STARTED: 'envelope.state.upcoming',
  ENVELOPE_ENDED: 'envelope.state.ended',
  POOL_EXHAUSTED: 'envelope.state.exhausted',
  ALREADY_CLAIMED: 'envelope.errors.claimed',
  TRY_AGAIN: 'envelope.errors.tryAgain',
});

/** The referral page's load: switched off for the brand reads as such, not as an error. */
export const referralLoadErrorKey = errorKeys({ ...MEMBER_CENTRE_ERRORS, FEATURE_DISABLED: 'referral.off' });

/** A support form's refusals; WORD_LIMIT is the form's own message (its {0} and {1} filled by the form). */
export const supportErrorKey = (wordsKey: string) => errorKeys({ ...MEMBER_CENTRE_ERRORS, WORD_LIMIT: wordsKey });
