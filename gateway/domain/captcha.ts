/** The login captcha: a fresh 4-digit answer per address (good for one login within 5 minutes), drawn as a PNG. */
import { peekCaptcha, saveCaptcha } from '../db/queries/accounts';
import { CAPTCHA_DIGITS, CAPTCHA_TTL_MS, randomDigits } from './accounts';
import { captchaPngBase64 } from './captcha-png';

/** A new captcha for the address, replacing its previous answer: the image as base64 PNG. */
export async function drawCaptcha(db: D1Database, merchant: string, ip: string, now: number): Promise<string> {
  const code = randomDigits(CAPTCHA_DIGITS);
  await saveCaptcha(db, merchant, ip, code, now + CAPTCHA_TTL_MS);
  return captchaPngBase64(code);
}

/** The operator's peek (development and tests): the address's current answer without using it up, or null. */
export async function captchaAnswer(db: D1Database, merchant: string, ip: string): Promise<{ answer: string; expiresAt: number } | null> {
  const row = await peekCaptcha(db, merchant, ip);
  return row ? { answer: row.answer, expiresAt: row.expires_at } : null;
}
