/**
 * One error catalogue (client/lib/errors.ts) with each area's additions through one resolver:
 * a catalogue code reads the same in every area, an area's own text wins over the catalogue,
 * no area maps a catalogue code again, and every text named exists in all six languages.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@client/lib/api-client';
import { errorKey } from '@client/lib/errors';
import { agentErrorKey } from '@client/features/agent-centre/errors';
import { loginErrorKey } from '@client/features/auth/login-errors';
import { registerErrorKey } from '@client/features/auth/register-errors';
import { walletOfferErrorKey } from '@client/features/games/errors';
import { envelopeErrorKey, memberErrorKey, referralLoadErrorKey, supportErrorKey } from '@client/features/member-centre/errors';
import { pointsErrorKey } from '@client/features/points/errors';
import { promotionErrorKey } from '@client/features/promotions/errors';

const root = path.resolve(__dirname, '../..');
const fail = (code: string) => new ApiError(code);
const areas = {
  agentErrorKey,
  loginErrorKey,
  registerErrorKey,
  walletOfferErrorKey,
  envelopeErrorKey,
  memberErrorKey,
  referralLoadErrorKey,
  support: supportErrorKey('support.feedback.words'),
  pointsErrorKey,
  promotionErrorKey,
};

function sources(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((e) => {
    const rel = path.join(dir, e.name);
    if (e.isDirectory()) return sources(rel);
    return /\.tsx?$/.test(e.name) ? [rel] : [];
  });
}

describe('the error catalogue', () => {
  it('reads a catalogue code the same in every area', () => {
    for (const [name, keyOf] of Object.entries(areas)) {
      expect(keyOf(fail('NEED_TRUE_ACCOUNT')), name).toBe('auth.inNeedTrueAccount');
      expect(keyOf(fail('MAINTENANCE')), name).toBe('errors.maintenance');
    }
  });

  it("lets an area's own text win, and a page word one code its own way", () => {
    expect(memberErrorKey(fail('ALREADY_CLAIMED'))).toBe('rebate.errors.claimed');
    expect(envelopeErrorKey(fail('ALREADY_CLAIMED'))).toBe('envelope.errors.claimed');
    expect(memberErrorKey(fail('INSUFFICIENT_FUNDS'))).toBe('withdraw.errors.overWithdrawable');
    expect(agentErrorKey(fail('INSUFFICIENT_FUNDS'))).toBe('agent.errors.insufficient');
    expect(supportErrorKey('support.ticket.words')(fail('WORD_LIMIT'))).toBe('support.ticket.words');
  });

  it('gives the account calls their own texts, their own unknown, and the login variant', () => {
    expect(loginErrorKey(fail('TIMEOUT'))).toBe('auth.error.TIMEOUT');
    expect(loginErrorKey(fail('LOGIN_FAILED'))).toBe('auth.error.LOGIN_FAILED');
    expect(loginErrorKey(fail('LOGIN_FAILED'), 'auth.smsCodeWrong')).toBe('auth.smsCodeWrong');
    expect(loginErrorKey(fail('SOMETHING_NEW'))).toBe('auth.error.UNKNOWN');
    expect(registerErrorKey(fail('USERNAME_TAKEN'))).toBe('register.error.USERNAME_TAKEN');
    expect(registerErrorKey(fail('INVITATION_CODE_ERROR'))).toBe('validation.invitation_code_error');
    expect(registerErrorKey(fail('CAPTCHA_INVALID'))).toBe('auth.error.CAPTCHA_INVALID');
    expect(memberErrorKey(fail('SOMETHING_NEW'))).toBe('errors.unknown');
  });

  it("never reads a text from Object's prototype", () => {
    expect(errorKey(new Error('constructor'))).toBe('errors.unknown');
    expect(memberErrorKey(fail('toString'))).toBe('errors.unknown');
  });

  it('is not mapped again by an area, and every text it names is in all six languages', () => {
    const catalogue = readFileSync(path.join(root, 'client/lib/errors.ts'), 'utf8');
    const catalogueCodes = [...catalogue.matchAll(/^\s+([A-Z_]+): '/gm)].map(([, code]) => code!);
    expect(catalogueCodes).toContain('NEED_TRUE_ACCOUNT');
    const areaFiles = sources('client/features').filter((f) => /errors\.ts$/.test(f));
    expect(areaFiles.length).toBeGreaterThanOrEqual(6);
    const locales = ['ty', 'en', 'vi', 'cn', 'id', 'th'].map((l) => [l, JSON.parse(readFileSync(path.join(root, 'locales', `${l}.json`), 'utf8'))] as const);
    for (const file of [...areaFiles, 'client/lib/errors.ts']) {
      const text = readFileSync(path.join(root, file), 'utf8');
      for (const [, code, key] of text.matchAll(/^\s+([A-Z_]+): '([^']+)'/gm)) {
        if (file !== 'client/lib/errors.ts') expect(catalogueCodes, `${file} maps ${code} again`).not.toContain(code);
        // a counted text is a plural key: its `_other` form is in every language
        for (const [lang, strings] of locales) expect(strings[key!] ?? strings[`${key}_other`], `${key} in ${lang}`).toEqual(expect.any(String));
      }
    }
  });
});
