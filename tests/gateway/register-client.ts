/** Helpers of the registration tests: bot-check answers, SMS codes and a valid payload. */
import { solveProof } from '@shared/bot-check';
import type { BotChallenge, BotCheckAnswer } from '@shared/api/register';
import { call, freshIp, freshMobile, outbox } from './accounts-client';
import { admin } from './client';

export { freshIp, freshMobile };

/** A fresh challenge, solved. */
export async function solvedBotCheck(ip: string, merchant = 'DEMO'): Promise<BotCheckAnswer> {
  const res = await call<BotChallenge>('GET', '/wps/verification/challenge', undefined, { ip, merchant });
  if (res.status !== 200) throw new Error(`challenge: ${res.status}`);
  const { challenge, difficulty } = res.body.value;
  return { challenge, solution: await solveProof(challenge, difficulty) };
}

/** Sends the registration SMS for a number and reads the code from the dev outbox. */
export async function registerSmsCode(mobileNo: string, ip: string, countryDialingCode = '84'): Promise<string> {
  const res = await call<{ expiredMinutes: number }>(
    'POST',
    '/wps/verification/sms/register',
    { countryDialingCode, mobileNo, botCheck: await solvedBotCheck(ip) },
    { ip },
  );
  if (res.status !== 200) throw new Error(`registration SMS: ${res.status} ${JSON.stringify(res.body)}`);
  const [sent] = await outbox(`+${countryDialingCode}${mobileNo.replace(/^0+/, '')}`, 'register');
  return sent!.code;
}

/** The captcha answer last drawn for an address (after GET /wps/captcha from it). */
export async function captchaFor(ip: string): Promise<string> {
  await call('GET', '/wps/captcha', undefined, { ip });
  return (await admin<{ answer: string }>('GET', `/captcha?ip=${encodeURIComponent(ip)}`)).body.value.answer;
}

let n = 0;
/** A username that passes DEMO's rule (letter first, 6-16 letters or digits) and is new. */
export const freshUsername = () => `r${Date.now().toString(36)}${(n++).toString(36)}${Math.random().toString(36).slice(2, 6)}`.slice(0, 16);

/** Everything DEMO's register type asks for (SMS on, captcha on), ready to send. */
export async function validRegistration(ip: string, extra: Record<string, unknown> = {}) {
  const mobileNum = freshMobile();
  const verificationCode = await registerSmsCode(mobileNum, ip);
  const captcha = await captchaFor(ip);
  return {
    username: freshUsername(),
    password: 'Passw0rd',
    confirmPassword: 'Passw0rd',
    mobileNum,
    countryDialingCode: '84',
    verificationCode,
    captcha,
    login: true,
    registerMethod: 'WEB',
    registerUrl: 'http://127.0.0.1/register',
    botCheck: await solvedBotCheck(ip),
    // the 21+ box and a birthday: the gateway refuses a registration without them
    confirmAge: true,
    birthday: '1990-05-15',
    ...extra,
  };
}
