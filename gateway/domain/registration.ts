/**
 * Rules of registration: the bot-check challenge (signed, expiring, single use), the
 * generated account of registerMobile, the countries of the dialling-code selector, and
 * the server-side check of a registration against the brand's register settings with the
 * same engine the portal uses (shared/validation), never trusting the client.
 */
import { checkProof } from '@shared/bot-check';
import type { BotChallenge, Country } from '@shared/api/register';
import type { RegisterSettings } from '@shared/api';
import { PHONE_DIGITS } from '@shared/validation/patterns';
import { validateRegistration, type RegisterType, type RegistrationErrors, type RegistrationValues } from '@shared/validation/register-form';
import { randomString } from './accounts';

const MINUTE = 60_000;

/** Leading zero bits of the proof of work: about 2^12 SHA-256 hashes in the browser. */
export const BOT_CHECK_DIFFICULTY = 12;
export const BOT_CHECK_TTL_MS = 5 * MINUTE;
/** Registration SMS: code lifetime and the wait between two codes to one number. */
export const REGISTER_CODE_TTL_MINUTES = 5;
export const REGISTER_SMS_RESEND_SECONDS = 60;
/** docs/product.md 1, 9: the new-member bonus of 1000VND, credited from the house on registration. */
export const NEW_MEMBER_BONUS = 1000;
export { REGISTER_METHOD } from '@shared/schemas-register';

const b64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
const encoder = new TextEncoder();

// one HMAC key per isolate and secret
let hmac: { secret: string; key: Promise<CryptoKey> } | undefined;

/** The challenge-signing key, derived from the gateway's private JWK (domain-separated). */
function signingKey(secret: string): Promise<CryptoKey> {
  if (hmac?.secret !== secret) {
    const key = crypto.subtle
      .digest('SHA-256', encoder.encode(`bot-check:v1:${secret}`))
      .then((raw) => crypto.subtle.importKey('raw', raw, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']));
    hmac = { secret, key };
  }
  return hmac.key;
}

interface ChallengeBody {
  /** random nonce, the single-use key */
  n: string;
  /** merchant */
  m: string;
  /** expiry, epoch ms */
  e: number;
  /** difficulty */
  d: number;
}

/** A new challenge for a merchant: base64url(JSON body) '.' base64url(HMAC). */
export async function issueChallenge(secret: string, merchant: string, now: number): Promise<BotChallenge> {
  const body: ChallengeBody = { n: b64url(crypto.getRandomValues(new Uint8Array(16))), m: merchant, e: now + BOT_CHECK_TTL_MS, d: BOT_CHECK_DIFFICULTY };
  const payload = b64url(encoder.encode(JSON.stringify(body)));
  const sig = new Uint8Array(await crypto.subtle.sign('HMAC', await signingKey(secret), encoder.encode(payload)));
  return { challenge: `${payload}.${b64url(sig)}`, difficulty: body.d, expiresAt: body.e };
}

const fromB64url = (text: string) => Uint8Array.from(atob(text.replaceAll('-', '+').replaceAll('_', '/')), (ch) => ch.charCodeAt(0));

/**
 * The nonce of a valid answer (signature, merchant, expiry and proof of work all check
 * out), or null. The caller still has to mark the nonce used (single use).
 */
export async function verifyChallenge(
  secret: string,
  merchant: string,
  answer: { challenge?: string; solution?: string } | undefined,
  now: number,
): Promise<{ nonce: string; expiresAt: number } | null> {
  if (!answer?.challenge || !answer.solution) return null;
  const [payload, sig, extra] = answer.challenge.split('.');
  if (!payload || !sig || extra !== undefined) return null;
  let body: ChallengeBody;
  try {
    const good = await crypto.subtle.verify('HMAC', await signingKey(secret), fromB64url(sig), encoder.encode(payload));
    if (!good) return null;
    body = JSON.parse(new TextDecoder().decode(fromB64url(payload))) as ChallengeBody;
  } catch {
    return null;
  }
  if (body.m !== merchant || body.e <= now) return null;
  if (!(await checkProof(answer.challenge, answer.solution, body.d))) return null;
  return { nonce: body.n, expiresAt: body.e };
}

/** registerMobile's account name: 'm' + 9 lowercase letters and digits (matches the username rule). */
export const generatedUsername = () => `m${randomString(9, 'abcdefghijklmnopqrstuvwxyz0123456789')}`;

/** registerMobile without MOBILEREGPASS: a password nobody types (the player logs in by SMS code). */
export const generatedPassword = () => randomString(24, 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789');

/** Country of each dialling code the phone rule knows (shared/validation/patterns.ts PHONE_DIGITS), in display order. */
const COUNTRY_OF_CODE: [dialingCode: string, countryCode: string][] = [
  ['84', 'VN'],
  ['66', 'TH'],
  ['62', 'ID'],
  ['86', 'CN'],
  ['60', 'MY'],
  ['63', 'PH'],
  ['65', 'SG'],
  ['81', 'JP'],
  ['82', 'KR'],
  ['91', 'IN'],
  ['95', 'MM'],
  ['855', 'KH'],
  ['856', 'LA'],
  ['1', 'US'],
];

/** Regional-indicator flag emoji of an ISO alpha-2 code. */
export const flagOf = (countryCode: string) => String.fromCodePoint(...[...countryCode.toUpperCase()].map((ch) => 0x1f1a5 + ch.charCodeAt(0)));

/** The selector's countries: every dialling code with a phone rule, in the order above. */
export const COUNTRIES: Country[] = COUNTRY_OF_CODE.filter(([code]) => code in PHONE_DIGITS).map(([countryDialingCode, countryCode]) => ({
  countryCode,
  countryDialingCode,
  flag: flagOf(countryCode),
}));

export interface RegistrationFlags {
  type: RegisterType;
  smsEnabled: boolean;
  mobileWithPassword: boolean;
}

/**
 * The registration against the brand's settings with the portal's own engine: the same
 * fields shown, the same required ones, the same patterns and lengths, confirm password.
 * The check boxes are the browser's business (the payload of docs/product.md 3 has no field for them).
 */
export function validateOnServer(
  values: RegistrationValues,
  settings: RegisterSettings,
  flags: RegistrationFlags,
  countryDialingCode: string,
): RegistrationErrors {
  return validateRegistration(values, settings, {
    type: flags.type,
    smsEnabled: flags.smsEnabled,
    captchaShown: settings.captchaEnabled,
    mobileWithPassword: flags.mobileWithPassword,
    countryDialingCode,
    checkAgreements: false,
    // an invalid operator pattern is accepted on both sides (shared/validation/rules.ts); log it here
    onInvalidPattern: (field, source, error) => console.warn(`[register] invalid acceptedPattern for ${field}: ${source} (${error})`),
  });
}
