/**
 * The authenticator app's codes (TOTP, RFC 6238 through otpauth: SHA-1, 6 digits, 30 s, the
 * settings every app reads from a QR code) and the recovery codes that stand in for it.
 */
import { Secret, TOTP } from 'otpauth';
import { hashToken, randomString } from './accounts';

const PERIOD_MS = 30_000;
/** One step either side: a phone's clock a little off still works. */
const DRIFT_STEPS = 1;
export const RECOVERY_CODE_COUNT = 10;
// 32 letters and digits without the look-alikes (0/o, 1/l): 5 random bits a character
const RECOVERY_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

const totpOf = (secret: string, issuer?: string, label?: string) =>
  new TOTP({
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_MS / 1000,
    ...(issuer ? { issuer } : {}),
    ...(label ? { label } : {}),
  });

/** 160 random bits, base32 (what the app is given). */
export const newTotpSecret = () => new Secret({ size: 20 }).base32;

/** otpauth://totp/… for the QR code: the brand as issuer, the username as label. */
export const totpUri = (secret: string, brand: string, username: string) => totpOf(secret, brand, username).toString();

/** The time step a code belongs to when it is good at `now` (epoch ms, one step of drift either side); null when not. */
export function totpStepOf(secret: string, code: string, now: number): number | null {
  const delta = totpOf(secret).validate({ token: code.trim(), timestamp: now, window: DRIFT_STEPS });
  return delta === null ? null : Math.floor(now / PERIOD_MS) + delta;
}

/** Ten codes shown once, `abcde-fghij` (50 random bits each). */
export const newRecoveryCodes = () =>
  Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const raw = randomString(10, RECOVERY_ALPHABET);
    return `${raw.slice(0, 5)}-${raw.slice(5)}`;
  });

/** What is stored of a recovery code: SHA-256 of it without case, spaces or the dash. */
export const hashRecoveryCode = (code: string) => hashToken(code.toLowerCase().replace(/[^a-z0-9]/g, ''));
