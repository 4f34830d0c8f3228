import { errorKeys } from '@client/lib/errors';

/** Moving money into a vendor's wallet before a game: too much reads as "more than you have" with the amount. */
export const walletOfferErrorKey = errorKeys({ INSUFFICIENT_FUNDS: 'wallet.errors.over' });
