import { errorKey } from '@client/lib/errors';
import { MONEY_ERRORS } from '@client/lib/money-errors';

/** Cashier codes with their own text (cashier.errors.*); the rest read the SPEC.md 8 catalogue. */
const CASHIER_ERRORS: Record<string, string> = {
  AMOUNT_OUT_OF_RANGE: 'cashier.errors.range',
  CHANNEL_NOT_FOUND: 'cashier.errors.channel',
  NEED_TRUE_ACCOUNT: 'auth.inNeedTrueAccount',
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
  ...MONEY_ERRORS,
};

export const cashierErrorKey = (error: unknown) => errorKey(error, CASHIER_ERRORS);
