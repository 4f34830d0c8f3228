/**
 * The one check of a second factor, for every step that asks for one (a login past its
 * password, a login from a new address, binding a card, the payment password, a withdrawal
 * above the brand's threshold): `checkSecondFactor`. A TOTP code is good once (its time step
 * must come after the last one taken), a recovery code once; a passkey assertion goes to the
 * passkey half through `passkeySeam` (domain/second-factor-passkeys.ts). Every proof, of any
 * kind, is judged under the same guess limit as the payment PIN (domain/guess-limit.ts: five
 * wrong lock for 15 minutes, doubling), and a lock ends every session like the PIN's does.
 * Every verdict is audited by step and kind, never with the code.
 */
import {
  FACTOR_CHANGE_STEPS,
  type FactorChangeStep,
  type SecondFactorCooling,
  type SecondFactorMethod,
  type SecondFactorProof,
  type SecondFactorRequired,
  type SecondFactorStep,
} from '@shared/api/second-factor';
import type { PinAttempts } from '@shared/api/cashier';
import { endEverySession, findMemberById } from '../db/queries/accounts';
import { findPasskey } from '../db/queries/passkeys';
import { clockOffset } from '../db/queries/protection';
import { audit } from '../db/queries/audit';
import { openTotpSecret } from './totp-vault';
import { recoveryCodesLeft, SECOND_FACTOR_TABLES, spendRecoveryCode, takeTotpStep, totpRow } from '../db/queries/second-factor';
import { moduleOn } from './brand';
import type { Caller } from './caller';
import { type GuessLimit, judgeGuess } from './guess-limit';
import { refuse, type Refusal } from './outcome';
import { type PasskeySeam, passkeySeam } from './second-factor-passkeys';
import { verifyPassword } from './passwords';
import { hashRecoveryCode, totpStepOf } from './totp';

/** A change of the second factor itself (shared/api/second-factor.ts FactorChangeStep). */
export const isFactorChange = (step: SecondFactorStep): step is FactorChangeStep => (FACTOR_CHANGE_STEPS as readonly string[]).includes(step);

/** The money steps: a factor the very session added proves none of them during the brand's cool-off. */
const MONEY_STEPS: readonly SecondFactorStep[] = ['BIND_CARD', 'PAYMENT_PASSWORD', 'WITHDRAW', 'TRANSFER'];

export const SECOND_FACTOR_TRIES = 5;
export const SECOND_FACTOR_LIMIT: GuessLimit = {
  tables: SECOND_FACTOR_TABLES,
  rules: { limit: SECOND_FACTOR_TRIES, baseMs: 15 * 60_000, maxMs: 24 * 3_600_000, staleMs: 60_000 },
};

/** Who answers: the brand, the member and the address (for the audit). */
export interface SecondFactorCaller {
  merchant: string;
  memberId: number;
  ip: string | null;
  /**
   * what a passkey's step challenge must be bound to: the hash of the session's token (a money
   * step, my account) or of the waiting login attempt's id (a login's second step), so a
   * challenge one session asked for cannot be answered in another
   */
  binding?: string;
}

/** A member route's caller as the second-factor check takes it (its session's binding with it). */
export const secondFactorCaller = (who: Caller): SecondFactorCaller => ({
  merchant: who.merchant,
  memberId: who.member.id,
  ip: who.ip,
  binding: who.session,
});

/** Whether the member's TOTP is on (confirmed), and how many recovery codes are left. */
export async function totpState(db: D1Database, memberId: number): Promise<{ enabled: boolean; recoveryCodesLeft: number }> {
  const row = await totpRow(db, memberId);
  const enabled = !!row?.enabled_at;
  return { enabled, recoveryCodesLeft: enabled ? await recoveryCodesLeft(db, memberId) : 0 };
}

/** The methods the member can answer with on this brand (each needs its module on). */
export async function methodsOf(db: D1Database, who: SecondFactorCaller, passkeys: PasskeySeam | null = passkeySeam): Promise<SecondFactorMethod[]> {
  const [totpModule, passkeyModule] = await Promise.all([moduleOn(db, who.merchant, 'TOTP'), moduleOn(db, who.merchant, 'PASSKEY')]);
  const methods: SecondFactorMethod[] = [];
  if (totpModule && (await totpState(db, who.memberId)).enabled) methods.push('totp');
  if (passkeyModule && passkeys && (await passkeys.has(db, who.merchant, who.memberId))) methods.push('passkey');
  return methods;
}

/** 403 SECOND_FACTOR_REQUIRED naming the step and the methods (and, for a login, the attempt to answer). */
export const secondFactorRequired = (required: SecondFactorRequired): Refusal =>
  refuse(403, 'SECOND_FACTOR_REQUIRED', `This step (${required.step}) needs your second factor: ${required.methods.join(' or ')}`, required);

/** Whether the proof is right at `now`; a right TOTP code or recovery code is taken by this very check. */
async function proves(
  db: D1Database,
  who: SecondFactorCaller,
  step: SecondFactorStep,
  proof: SecondFactorProof,
  methods: SecondFactorMethod[],
  now: number,
  passkeys: PasskeySeam | null,
) {
  switch (proof.kind) {
    case 'totp': {
      const row = methods.includes('totp') ? await totpRow(db, who.memberId) : null;
      const secret = row ? await openTotpSecret(db, row) : null;
      const codeStep = secret === null ? null : totpStepOf(secret, proof.code, now);
      return codeStep !== null && (await takeTotpStep(db, who.memberId, codeStep));
    }
    case 'recovery':
      return methods.includes('totp') && (await spendRecoveryCode(db, who.memberId, await hashRecoveryCode(proof.code), now));
    case 'passkey':
      // no passkey half wired in (or none on this account): an assertion proves nothing
      return methods.includes('passkey') && !!passkeys && (await passkeys.verify(db, who, step, proof.assertion));
    case 'password': {
      // the login password stands in only where there is no factor to ask, and only to change one
      if (methods.length > 0 || !isFactorChange(step)) return false;
      const member = await findMemberById(db, who.memberId);
      return !!member && (await verifyPassword(proof.password, member.password_hash));
    }
  }
}

/**
 * Until when the proof's factor cannot prove this session's money step: one this very session
 * added (turned the authenticator on, added the passkey) less than the brand's cool-off ago, on
 * the member's clock; null when it may. A cookie thief who somehow got a factor added must still
 * wait, while the member's next login with the new factor is not held back.
 */
async function coolingUntil(db: D1Database, who: SecondFactorCaller, step: SecondFactorStep, proof: SecondFactorProof): Promise<number | null> {
  if (!MONEY_STEPS.includes(step) || !who.binding) return null;
  let addedBy: string | null | undefined;
  let until: number | null | undefined;
  if (proof.kind === 'totp' || proof.kind === 'recovery') {
    const row = await totpRow(db, who.memberId);
    addedBy = row?.enabled_by;
    until = row?.cool_until;
  } else if (proof.kind === 'passkey') {
    const id = (proof.assertion.response as { id?: unknown }).id;
    const row = typeof id === 'string' ? await findPasskey(db, id) : null;
    addedBy = row?.member_id === who.memberId ? row.added_by : null;
    until = row?.cool_until;
  }
  if (addedBy !== who.binding || !until) return null;
  return until > Date.now() + (await clockOffset(db, who.memberId)) ? until : null;
}

/**
 * Checks a proof for `step`: null when it proves the member (the code is used up), else the
 * refusal: SECOND_FACTOR_REQUIRED without a proof, SECOND_FACTOR_WRONG with the tries left,
 * SECOND_FACTOR_LOCKED with the lock's end, 429 while other checks hold every slot.
 */
export async function checkSecondFactor(
  db: D1Database,
  who: SecondFactorCaller,
  step: SecondFactorStep,
  proof: SecondFactorProof | undefined,
  passkeys: PasskeySeam | null = passkeySeam,
): Promise<Refusal | null> {
  const methods = await methodsOf(db, who, passkeys);
  // changing the factor of an account that has none: its login password (a session cookie alone is no proof)
  if (!proof) return secondFactorRequired({ step, methods: methods.length === 0 && isFactorChange(step) ? ['password'] : methods });
  const cooling = await coolingUntil(db, who, step, proof);
  if (cooling !== null) {
    await audit(db, {
      merchant: who.merchant,
      memberId: who.memberId,
      action: 'SECOND_FACTOR',
      amount: null,
      ref: `${step}:${proof.kind}`,
      ip: who.ip,
      result: 'COOLING',
      at: Date.now(),
    });
    return refuse(403, 'SECOND_FACTOR_COOLING', `A factor added in this session proves its money steps from ${new Date(cooling).toISOString()}`, {
      until: cooling,
    } satisfies SecondFactorCooling);
  }
  const trail = (result: string) =>
    audit(db, {
      merchant: who.merchant,
      memberId: who.memberId,
      action: 'SECOND_FACTOR',
      amount: null,
      ref: `${step}:${proof.kind}`,
      ip: who.ip,
      result,
      at: Date.now(),
    });
  const judged = await judgeGuess(db, SECOND_FACTOR_LIMIT, who.memberId, (now) => proves(db, who, step, proof, methods, now, passkeys));
  if (judged.verdict === 'busy') return refuse(429, 'TOO_MANY_REQUESTS', 'Other second-factor checks are under way; try again');
  if (judged.verdict === 'right') {
    await trail('RIGHT');
    return null;
  }
  const lockedUntil = judged.verdict === 'locked' ? judged.until : judged.lockedUntil;
  await trail(judged.verdict === 'locked' ? 'REFUSED_LOCKED' : 'WRONG');
  if (lockedUntil !== null) {
    if (judged.verdict === 'wrong') {
      await trail('LOCKED');
      // whoever was guessing may hold a session they should not
      await endEverySession(db, who.memberId);
    }
    return refuse(403, 'SECOND_FACTOR_LOCKED', `Too many wrong codes: locked until ${new Date(lockedUntil).toISOString()}`, {
      triesLeft: 0,
      lockedUntil,
    } satisfies PinAttempts);
  }
  const triesLeft = judged.verdict === 'wrong' ? judged.triesLeft : 0;
  return refuse(403, 'SECOND_FACTOR_WRONG', `Wrong or used code: ${triesLeft} tries left`, { triesLeft, lockedUntil: null } satisfies PinAttempts);
}
