/**
 * Registration (docs/product.md 2.4, 4, 5, 7.1), mounted at /wps before the member routes (which
 * need a token): register and register mobile (JWE only), the registration SMS, the
 * affiliate check, the countries of the dialling-code selector and the bot-check challenge.
 */
import { Hono, type Context } from 'hono';
import type { AffiliateCheck, BotChallenge, CountryList, RegisterFieldErrors } from '@shared/contract-register';
import { REGISTER_METHOD, registerRequestSchema, registerSmsSchema } from '@shared/schemas-register';
import { REGISTER_MIN_AGE, type RegisterType } from '@shared/validation/register-form';
import { MESSAGE_KEYS } from '@shared/validation/messages';
import {
  countVerificationFailure,
  createMember,
  findMemberByMobile,
  latestVerificationCode,
  saveVerificationCode,
  sendToOutbox,
  takeCaptcha,
  consumeVerificationCode,
} from '../db/queries/accounts';
import { findRegisterSettings, moduleEnabled } from '../db/queries/merchants';
import { findAffiliateCode, lastCodeSentAt, saveRegistrationDetails, consumeBotChallenge, usernameTaken } from '../db/queries/registration';
import { CODE_MAX_ATTEMPTS, normalizeMobile, phoneDestination, randomDigits } from '../domain/accounts';
import { startSession } from '../domain/login';
import { answerLogin } from '../lib/login-answer';
import { birthdayRefusal } from '../lib/birthday-answer';
import { hashPassword } from '../domain/passwords';
import {
  COUNTRIES,
  generatedPassword,
  generatedUsername,
  issueChallenge,
  NEW_MEMBER_BONUS,
  REGISTER_CODE_TTL_MINUTES,
  REGISTER_SMS_RESEND_SECONDS,
  validateOnServer,
  verifyChallenge,
} from '../domain/registration';
import { toRegisterSettings } from '../domain/system';
import type { AppEnv } from '../env';
import { encryptedBody, jsonBody } from '../lib/body';
import { fail, failWith, ok } from '../lib/envelope';
import { throttleSend } from '../lib/send-throttle';
import { clientIp, loginVisit } from '../lib/visitor';

export const registration = new Hono<AppEnv>();

type Ctx = Context<AppEnv>;

const botCheckFailed = (c: Ctx) => fail(c, 400, 'BOT_CHECK_FAILED', 'The bot check is missing, wrong, expired or already used');

/** Checks and uses up a bot-check answer; null when it passes, else the failure to answer. */
async function passBotCheck(c: Ctx, answer: { challenge?: string; solution?: string } | undefined): Promise<Response | null> {
  const now = Date.now();
  const valid = await verifyChallenge(c.env.JWE_PRIVATE_KEY, c.var.merchant.code, answer, now);
  if (!valid || !(await consumeBotChallenge(c.env.DB, valid.nonce, valid.expiresAt, now))) return botCheckFailed(c);
  return null;
}

/** Registration SMS verification is on: the register setting and the REGSMS module. */
async function smsEnabled(c: Ctx, settings: { smsVerification: boolean }) {
  return settings.smsVerification && (await moduleEnabled(c.env.DB, c.var.merchant.code, 'REGSMS'));
}

registration.get('/verification/challenge', async (c) => ok<BotChallenge>(c, await issueChallenge(c.env.JWE_PRIVATE_KEY, c.var.merchant.code, Date.now())));

registration.get('/system/countries', (c) =>
  ok<CountryList>(c, { countries: COUNTRIES, visitorCountry: (c.req.header('X-Client-Country') ?? '').toUpperCase() }),
);

/** Affiliate (invitation) code check: value {code, valid}; an empty code is not valid. */
registration.get('/agent/affiliate', async (c) => {
  const code = (c.req.query('code') ?? '').trim().slice(0, 50);
  const found = code ? await findAffiliateCode(c.env.DB, c.var.merchant.code, code) : null;
  return ok<AffiliateCheck>(c, { code: found?.code ?? code, valid: !!found });
});

/**
 * Registration SMS: a 6-digit code to a number not yet registered, into the dev outbox;
 * value {expiredMinutes}. One code per number per minute (429 with Retry-After).
 */
registration.post('/verification/sms/register', async (c) => {
  const body = await jsonBody(c, registerSmsSchema);
  if (!body.ok) return body.response;
  const db = c.env.DB;
  const merchant = c.var.merchant.code;
  const row = await findRegisterSettings(db, merchant);
  if (!row || !(await smsEnabled(c, toRegisterSettings(row)))) return fail(c, 403, 'FEATURE_DISABLED', 'Registration by SMS code is not offered');
  const { dialingCode, mobile } = normalizeMobile(body.data.countryDialingCode, body.data.mobileNo);
  if (!dialingCode || mobile.length < 6 || mobile.length > 15) return fail(c, 400, 'BAD_REQUEST', 'Invalid mobile number');
  const refused = await passBotCheck(c, body.data.botCheck);
  if (refused) return refused;
  if (await findMemberByMobile(db, merchant, dialingCode, mobile)) return fail(c, 409, 'MOBILE_TAKEN', 'This mobile number is already registered');
  const destination = phoneDestination(dialingCode, mobile);
  const now = Date.now();
  const last = await lastCodeSentAt(db, merchant, destination, 'register');
  const wait = last ? Math.ceil((last + REGISTER_SMS_RESEND_SECONDS * 1000 - now) / 1000) : 0;
  if (wait > 0) {
    c.header('Retry-After', String(wait));
    return failWith(c, 429, 'TOO_MANY_REQUESTS', `Wait ${wait} s before asking for another code`, { retryAfterSeconds: wait });
  }
  const throttled = await throttleSend(c, 'sms', destination);
  if (throttled) return throttled;
  const code = randomDigits(6);
  await saveVerificationCode(db, merchant, destination, 'register', code, now, now + REGISTER_CODE_TTL_MINUTES * 60_000);
  await sendToOutbox(db, { merchant_code: merchant, channel: 'sms', destination, code, purpose: 'register', created_at: now });
  return ok(c, { expiredMinutes: REGISTER_CODE_TTL_MINUTES });
});

const PROFILE_KEYS = ['email', 'payeeName', 'qqNum', 'line', 'whatsapp', 'zalo', 'facebook', 'wechat', 'idNumber', 'recommenderId'] as const;

/**
 * PUT /wps/member/register and /wps/member/register/mobile. In order: JWE body, module on,
 * bot check, every field against the register settings (400 REGISTER_INVALID with the
 * field messages), captcha, affiliate code (400 INVITATION_CODE_ERROR), unique username
 * and mobile (409), SMS code (400 SMS_CODE_INVALID); then the member (PBKDF2 password,
 * registerMethod WEB, affiliate and referral kept, the 1000 new-member bonus) and a session.
 */
function register(type: RegisterType) {
  return async (c: Ctx) => {
    const body = await encryptedBody(c, registerRequestSchema);
    if (!body.ok) return body.response;
    const input = body.data;
    const db = c.env.DB;
    const merchant = c.var.merchant.code;
    const ip = clientIp(c);
    const mobileType = type === 'registerMobile';
    if (!(await moduleEnabled(db, merchant, mobileType ? 'MOBILEREG' : 'USERNAMEREG'))) {
      return fail(c, 403, 'FEATURE_DISABLED', mobileType ? 'Registration by mobile is not offered' : 'Registration by username is not offered');
    }
    const refused = await passBotCheck(c, input.botCheck);
    if (refused) return refused;

    const row = await findRegisterSettings(db, merchant);
    if (!row) return fail(c, 404, 'NOT_FOUND', 'No registration settings');
    const settings = toRegisterSettings(row);
    const sms = await smsEnabled(c, settings);
    const mobileWithPassword = mobileType && (await moduleEnabled(db, merchant, 'MOBILEREGPASS'));
    const dialing = (input.countryDialingCode ?? '84').replace(/\D/g, '') || '84';
    const errors = validateOnServer(input, settings, { type, smsEnabled: sms, mobileWithPassword }, dialing);
    // docs/product.md 5: the player confirms the age, whatever the page let through
    if (input.confirmAge !== true) errors.confirmAge = { key: MESSAGE_KEYS.confirmAge, vars: { age: REGISTER_MIN_AGE } };
    if (Object.keys(errors).length > 0) {
      return failWith<RegisterFieldErrors>(c, 400, 'REGISTER_INVALID', 'Some fields are not valid', { fields: errors as RegisterFieldErrors['fields'] });
    }

    // the birthday check (docs/product.md 5, 10): every brand asks for one, nobody under 21 on the brand's
    // day, whatever the page let through (400 BAD_REQUEST missing or not a date, 403 UNDERAGE)
    const birthday = input.birthday?.trim() ?? '';
    const refusedAge = birthdayRefusal(c, birthday);
    if (refusedAge) return refusedAge;

    if (settings.captchaEnabled) {
      const answer = await takeCaptcha(db, merchant, ip, Date.now());
      if (!answer || answer !== input.captcha?.trim()) return fail(c, 400, 'CAPTCHA_INVALID', 'Wrong or missing captcha');
    }

    const affiliateCode = input.affiliateCode?.trim() || null;
    const affiliate = affiliateCode ? await findAffiliateCode(db, merchant, affiliateCode) : null;
    if (affiliateCode && !affiliate) return fail(c, 400, 'INVITATION_CODE_ERROR', 'The invitation code is invalid');

    let username = input.username?.trim() ?? '';
    if (mobileType) {
      do username = generatedUsername();
      while (await usernameTaken(db, merchant, username));
    } else if (await usernameTaken(db, merchant, username)) {
      return fail(c, 409, 'USERNAME_TAKEN', 'This username is already registered');
    }
    const phone = input.mobileNum?.trim() ? normalizeMobile(dialing, input.mobileNum) : null;
    if (phone && (await findMemberByMobile(db, merchant, phone.dialingCode, phone.mobile))) {
      return fail(c, 409, 'MOBILE_TAKEN', 'This mobile number is already registered');
    }

    let codeId: number | null = null;
    if (sms) {
      const sent = phone ? await latestVerificationCode(db, merchant, phoneDestination(phone.dialingCode, phone.mobile), 'register', Date.now()) : null;
      if (!sent || sent.attempts >= CODE_MAX_ATTEMPTS) return fail(c, 400, 'SMS_CODE_INVALID', 'Wrong or expired verification code');
      if (sent.code !== input.verificationCode?.trim()) {
        await countVerificationFailure(db, sent.id);
        return fail(c, 400, 'SMS_CODE_INVALID', 'Wrong or expired verification code');
      }
      codeId = sent.id;
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
      if (/UNIQUE/i.test(String(error))) return fail(c, 409, 'USERNAME_TAKEN', 'This username or mobile number is already registered');
      throw error;
    }
    if (codeId !== null) await consumeVerificationCode(db, codeId, now);
    const profile: Record<string, string> = {};
    for (const key of PROFILE_KEYS) if (input[key]?.trim()) profile[key] = input[key]!.trim();
    profile.birthday = birthday;
    await saveRegistrationDetails(db, member.id, {
      registerMethod: REGISTER_METHOD,
      registerUrl: input.registerUrl?.slice(0, 2000) ?? null,
      registerIp: ip,
      affiliateCode: affiliate?.code ?? null,
      referralCode: input.referralCode?.trim() || null,
      profile,
      paymentPasswordHash: input.paymentPassword ? await hashPassword(input.paymentPassword) : null,
    });
    return answerLogin(c, await startSession(c.env.DB, loginVisit(c, ip), member), { accountGenerated: mobileType, passwordGenerated });
  };
}

registration.put('/member/register', register('register'));
registration.put('/member/register/mobile', register('registerMobile'));
