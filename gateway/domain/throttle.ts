/**
 * The gateway's own limits on what costs money or reaches a person: SMS codes, e-mails and
 * captchas (defence in depth behind the portal's edge limits). Counted in a sliding
 * window per destination (a phone number, an e-mail address) and per caller address.
 */
export type SendKind = 'sms' | 'email' | 'captcha';

export interface SendLimit {
  windowMs: number;
  perDestination: number;
  perAddress: number;
}

export const SEND_LIMITS: Record<SendKind, SendLimit> = {
  sms: { windowMs: 10 * 60_000, perDestination: 5, perAddress: 30 },
  email: { windowMs: 10 * 60_000, perDestination: 5, perAddress: 30 },
  captcha: { windowMs: 60_000, perDestination: Infinity, perAddress: 60 },
};

/** Seconds until the oldest send in a full window leaves it; 0 when there is room. */
export function secondsUntilRoom(count: number, limit: number, oldest: number | null, windowMs: number, now: number): number {
  if (count < limit || oldest === null) return 0;
  return Math.max(1, Math.ceil((oldest + windowMs - now) / 1000));
}
