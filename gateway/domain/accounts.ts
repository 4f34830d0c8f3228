/** Rules of the accounts slice: tokens, codes, masking, password age and strength, answer shapes. */
import type { Balance, ClubLabel, FieldRule, LoginResult, MemberInfo, MemberLabel } from '@shared/api';
import type { MemberRow } from '../db/queries/accounts';

const MINUTE = 60_000;

export const SESSION_TTL_MS = 12 * 60 * MINUTE;
/** consecutive failures (per username or per address) after which a captcha is required */
export const CAPTCHA_AFTER_FAILURES = 2;
export const CAPTCHA_TTL_MS = 5 * MINUTE;
export const CAPTCHA_DIGITS = 4;
/** SMS login codes */
export const CODE_TTL_MINUTES = 5;
export const CODE_MAX_ATTEMPTS = 5;
/** second step from an unknown address */
export const CHALLENGE_TTL_MS = 5 * MINUTE;
export const CHALLENGE_MAX_ATTEMPTS = 5;
export const RESEND_AFTER_SECONDS = 60;
export const PASSWORD_MAX_AGE_MS = 90 * 24 * 60 * MINUTE;
/** docs/product.md 9: the weak default password */
export const DEFAULT_PASSWORD = '123456';
export const FREEPLAY_OPENING = 2_000_000;

const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');

/** 32 random bytes, base64url: a bearer token. */
export const newToken = () => base64url(crypto.getRandomValues(new Uint8Array(32)));

/** 16 random bytes, base64url: a challenge id. */
export const newChallengeId = () => base64url(crypto.getRandomValues(new Uint8Array(16)));

/** What the sessions table keys on: SHA-256 of the token, base64url. */
export const hashToken = async (token: string) => base64url(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token))));

/** Uniformly random characters of alphabet (rejection sampling, no modulo bias). */
export function randomString(length: number, alphabet: string): string {
  const limit = 256 - (256 % alphabet.length);
  let out = '';
  while (out.length < length) {
    for (const b of crypto.getRandomValues(new Uint8Array(length * 2))) {
      if (b < limit && out.length < length) out += alphabet[b % alphabet.length];
    }
  }
  return out;
}

export const randomDigits = (length: number) => randomString(length, '0123456789');

/** 'trial_' + 8 lowercase letters and digits. */
export const trialUsername = () => `trial_${randomString(8, 'abcdefghijklmnopqrstuvwxyz0123456789')}`;

/** Digits only; the national number without leading zeros (0912... and 912... are one number). */
export const normalizeMobile = (dialingCode: string, mobile: string) => ({
  dialingCode: dialingCode.replace(/\D/g, ''),
  mobile: mobile.replace(/\D/g, '').replace(/^0+/, ''),
});

/** The outbox address of a phone: '+84912345678'. */
export const phoneDestination = (dialingCode: string, mobile: string) => `+${dialingCode}${mobile}`;

/** '+84912345678' -> '+84*****5678'. */
export const maskPhone = (dialingCode: string, mobile: string) => `+${dialingCode}${'*'.repeat(Math.max(mobile.length - 4, 0))}${mobile.slice(-4)}`;

/** 'demo_member@example.test' -> 'de*********@example.test'. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  const local = email.slice(0, at);
  const keep = Math.min(2, local.length - 1);
  return `${local.slice(0, keep)}${'*'.repeat(Math.max(local.length - keep, 3))}${email.slice(at)}`;
}

/** Where a second-step code goes: SMS when the member has a mobile, else e-mail; null when neither. */
export function secondStepChannel(m: MemberRow): { channel: 'sms' | 'email'; destination: string; masked: string } | null {
  if (m.mobile_num && m.mobile_dialing_code) {
    return { channel: 'sms', destination: phoneDestination(m.mobile_dialing_code, m.mobile_num), masked: maskPhone(m.mobile_dialing_code, m.mobile_num) };
  }
  if (m.email) return { channel: 'email', destination: m.email, masked: maskEmail(m.email) };
  return null;
}

/** Answer of every successful login; read the member row before the session is recorded. */
export const loginResult = (m: MemberRow, token: string, now: number): LoginResult => ({
  token,
  userName: m.username,
  type: m.type,
  firstTimeLogin: m.last_login_at === null,
  passwordExpired: now - m.password_changed_at > PASSWORD_MAX_AGE_MS,
  defaultPassword: m.password_is_default === 1,
});

export const toMemberInfo = (m: MemberRow): MemberInfo => ({
  id: m.id,
  account: m.username,
  nickname: m.nickname,
  type: m.type,
  // no upline relations are modelled yet
  toUpline: false,
  clubLabel: m.club_label ? (JSON.parse(m.club_label) as ClubLabel) : null,
  memberLabel: JSON.parse(m.member_labels) as MemberLabel[],
});

const SYMBOLS: Record<string, string> = { VND: '₫', USD: '$', EUR: '€', THB: '฿', CNY: '¥', KRW: '₩', INR: '₹', PHP: '₱', IDR: 'Rp', MYR: 'RM' };

export const currencySymbol = (currency: string) => SYMBOLS[currency] ?? currency;

/** The main wallet's balance; isSingle when the brand has no vendor keeping a wallet of its own. */
export const toBalance = (sum: number, currency: string, isSingle: boolean): Balance => ({
  sumBalance: sum,
  currencySymbol: currencySymbol(currency),
  isSingle,
});

/** Whether a new password passes the brand's password rule (pattern '*' accepts anything) and is not the weak default. */
export function passwordAcceptable(password: string, rule: FieldRule | undefined): boolean {
  if (password === DEFAULT_PASSWORD) return false;
  if (!rule?.enabled) return password.length > 0;
  if (password.length < rule.minLength || (rule.maxLength > 0 && password.length > rule.maxLength)) return false;
  if (rule.acceptedPattern === '*' || rule.acceptedPattern === '') return true;
  try {
    return new RegExp(rule.acceptedPattern).test(password);
  } catch {
    return false;
  }
}

/** The token of an 'Authorization: Bearer <token>' header, or null. */
export const bearerToken = (header: string | undefined) => /^Bearer\s+(\S+)\s*$/i.exec(header ?? '')?.[1] ?? null;
