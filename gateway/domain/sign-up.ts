/**
 * Registration (docs/product.md 2.4, 4, 5, 7.1; routes/registration.ts): the bot check used up
 * once, the affiliate code check, the registration SMS code, and the member made (PBKDF2
 * password, registerMethod WEB, affiliate and referral kept, the new-member bonus) with its
 * session. The form's rules: domain/registration.ts.
 */
import type { AffiliateCheck, RegisterFieldErrors } from '@shared/api/register';
import { REGISTER_METHOD, type RegisterRequest } from '@shared/schemas-register';
import { REGISTER_MIN_AGE, type RegisterType } from '@shared/validation/register-form';
import { MESSAGE_KEYS } from '@shared/validation/messages';
import type { RegisterSettings } from '@shared/api';
import { createMember, takeCaptcha } from '../db/queries/accounts';
import { consumeBotChallenge, findAffiliateCode, lastCodeSentAt, saveRegistrationDetails, usernameTaken } from '../db/queries/registration';
import type { LoginVisit } from '../lib/visitor';
import { normalizeMobile, phoneDestination } from './accounts';
import { moduleOn, registerSettingsOf } from './brand';
import { type LoginStep, startSession } from './login';
import { birthdayRefusalAt } from './member-profile';
import { done, type Outcome, refuse } from './outcome';
import { hashPassword } from './passwords';
import { generatedPassword, generatedUsername, NEW_MEMBER_BONUS, REGISTER_SMS_RESEND_SECONDS, validateOnServer, verifyChallenge } from './registration';
import { checkCode, memberByMobile, spendCode } from './sms-codes';

/** How many generated usernames a mobile sign-up tries before it gives up. */
const GENERATED_NAME_TRIES = 8;

/** Checks and uses up a bot-check answer (signed with `secret`, once per nonce). */
export async function botCheckPassed(db: D1Database, secret: string, merchant: string, answer: { challenge?: string; solution?: string } | undefined) {
  const now = Date.now();
  const valid = await verifyChallenge(secret, merchant, answer, now);
  return !!valid && (await consumeBotChallenge(db, valid.nonce, valid.expiresAt, now));
}

export const botCheckFailed = () => refuse(400, 'BOT_CHECK_FAILED', 'The bot check is missing, wrong, expired or already used');

/** Registration SMS verification is on: the register setting and the REGSMS module. */
const smsEnabled = async (db: D1Database, merchant: string, settings: RegisterSettings) => settings.smsVerification && (await moduleOn(db, merchant, 'REGSMS'));

export async function registerSmsOffered(db: D1Database, merchant: string): Promise<boolean> {
  const settings = await registerSettingsOf(db, merchant);
  return !!settings && (await smsEnabled(db, merchant, settings));
}

/** Affiliate (invitation) code check: an empty code is not valid. */
export async function affiliateCheck(db: D1Database, merchant: string, code: string): Promise<AffiliateCheck> {
  const found = code ? await findAffiliateCode(db, merchant, code) : null;
  return { code: found?.code ?? code, valid: !!found };
}

/** Whether a registration code may go to this number now: not registered yet, one code a minute (429 with the seconds to wait). */
export async function registerCodeAllowed(db: D1Database, merchant: string, dialingCode: string, mobile: string): Promise<Outcome<null>> {
  if (await memberByMobile(db, merchant, dialingCode, mobile)) return refuse(409, 'MOBILE_TAKEN', 'This mobile number is already registered');
  const last = await lastCodeSentAt(db, merchant, phoneDestination(dialingCode, mobile), 'register');
  const wait = last ? Math.ceil((last + REGISTER_SMS_RESEND_SECONDS * 1000 - Date.now()) / 1000) : 0;
  if (wait > 0) return refuse(429, 'TOO_MANY_REQUESTS', `Wait ${wait} s before asking for another code`, { retryAfterSeconds: wait });
  return done(null);
}

const PROFILE_KEYS = ['email', 'payeeName', 'qqNum', 'line', 'whatsapp', 'zalo', 'facebook', 'wechat', 'idNumber', 'recommenderId'] as const;

/** The brand a registration is for: its code, the key its bot checks are signed with, its time zone (the birthday's day). */
export interface RegisterBrand {
  code: string;
  secret: string;
  timeZone: string;
}

export interface Registered {
  step: LoginStep;
  accountGenerated: boolean;
  passwordGenerated: boolean;
}

/**
 * In order: module on, bot check, every field against the register settings (400
 * REGISTER_INVALID with the field messages), the birthday, captcha, affiliate code (400
 * INVITATION_CODE_ERROR), unique username and mobile (409), SMS code (400 SMS_CODE_INVALID);
 * then the member and a session.
 */
export async function registerMember(
  db: D1Database,
  brand: RegisterBrand,
  visit: LoginVisit,
  type: RegisterType,
  input: RegisterRequest,
): Promise<Outcome<Registered>> {
  const merchant = brand.code;
  const mobileType = type === 'registerMobile';
  if (!(await moduleOn(db, merchant, mobileType ? 'MOBILEREG' : 'USERNAMEREG'))) {
    return refuse(403, 'FEATURE_DISABLED', mobileType ? 'Registration by mobile is not offered' : 'Registration by username is not offered');
  }
  if (!(await botCheckPassed(db, brand.secret, merchant, input.botCheck))) return botCheckFailed();

  const settings = await registerSettingsOf(db, merchant);
  if (!settings) return refuse(404, 'NOT_FOUND', 'No registration settings');
  const sms = await smsEnabled(db, merchant, settings);
  const mobileWithPassword = mobileType && (await moduleOn(db, merchant, 'MOBILEREGPASS'));
  const dialing = (input.countryDialingCode ?? '84').replace(/\D/g, '') || '84';
  const errors = validateOnServer(input, settings, { type, smsEnabled: sms, mobileWithPassword }, dialing);
  // docs/product.md 5: the player confirms the age, whatever the page let through
  if (input.confirmAge !== true) errors.confirmAge = { key: MESSAGE_KEYS.confirmAge, vars: { age: REGISTER_MIN_AGE } };
  if (Object.keys(errors).length > 0) {
    return refuse(400, 'REGISTER_INVALID', 'Some fields are not valid', { fields: errors as RegisterFieldErrors['fields'] } satisfies RegisterFieldErrors);
  }

  // the birthday check (docs/product.md 5, 10): every brand asks for one, nobody under 21 on the brand's
  // day, whatever the page let through (400 BAD_REQUEST missing or not a date, 403 UNDERAGE)
  const birthday = input.birthday?.trim() ?? '';
  const refusedAge = birthdayRefusalAt(birthday, brand.timeZone);
  if (refusedAge) return refusedAge;

  if (settings.captchaEnabled) {
    const answer = await takeCaptcha(db, merchant, visit.ip, Date.now());
    if (!answer || answer !== input.captcha?.trim()) return refuse(400, 'CAPTCHA_INVALID', 'Wrong or missing captcha');
  }

  const affiliateCode = input.affiliateCode?.trim() || null;
  const affiliate = affiliateCode ? await findAffiliateCode(db, merchant, affiliateCode) : null;
  if (affiliateCode && !affiliate) return refuse(400, 'INVITATION_CODE_ERROR', 'The invitation code is invalid');

  let username = input.username?.trim() ?? '';
  if (mobileType) {
    // a generated name is 1 in millions to be taken; a bounded number of tries, never a loop without end
    let tries = 0;
    do {
      if (++tries > GENERATED_NAME_TRIES) return refuse(409, 'USERNAME_TAKEN', 'No free username was found: try again');
      username = generatedUsername();
    } while (await usernameTaken(db, merchant, username));
  } else if (await usernameTaken(db, merchant, username)) {
    return refuse(409, 'USERNAME_TAKEN', 'This username is already registered');
  }
  const phone = input.mobileNum?.trim() ? normalizeMobile(dialing, input.mobileNum) : null;
  if (phone && (await memberByMobile(db, merchant, phone.dialingCode, phone.mobile))) {
    return refuse(409, 'MOBILE_TAKEN', 'This mobile number is already registered');
  }

  let codeId: number | null = null;
  if (sms) {
    codeId = phone ? await checkCode(db, merchant, phoneDestination(phone.dialingCode, phone.mobile), 'register', input.verificationCode, Date.now()) : null;
    if (codeId === null) return refuse(400, 'SMS_CODE_INVALID', 'Wrong or expired verification code');
  }

  const passwordGenerated = mobileType && !mobileWithPassword;
  const password = passwordGenerated ? generatedPassword() : (input.password ?? '');
  const now = Date.now();
  let member: Awaited<ReturnType<typeof createMember>>;
  try {
    member = await createMember(db, {
      merchant,
      username,
      passwordHash: await hashPassword(password),
      nickname: username,
      type: 0,
      passwordIsDefault: false,
      mobile: phone ? [phone.dialingCode, phone.mobile] : null,
      email: input.email?.trim() || null,
      passwordChangedAt: now,
      opening: NEW_MEMBER_BONUS,
      now,
    });
  } catch (error) {
    // the unique indexes caught a registration that raced this one
    if (/UNIQUE/i.test(String(error))) return refuse(409, 'USERNAME_TAKEN', 'This username or mobile number is already registered');
    throw error;
  }
  if (codeId !== null) await spendCode(db, codeId, now);
  const profile: Record<string, string> = {};
  for (const key of PROFILE_KEYS) if (input[key]?.trim()) profile[key] = input[key]!.trim();
  profile.birthday = birthday;
  await saveRegistrationDetails(db, member.id, {
    registerMethod: REGISTER_METHOD,
    registerUrl: input.registerUrl?.slice(0, 2000) ?? null,
    registerIp: visit.ip,
    affiliateCode: affiliate?.code ?? null,
    referralCode: input.referralCode?.trim() || null,
    profile,
    paymentPasswordHash: input.paymentPassword ? await hashPassword(input.paymentPassword) : null,
  });
  return done({ step: await startSession(db, visit, member), accountGenerated: mobileType, passwordGenerated });
}
