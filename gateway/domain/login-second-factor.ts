/**
 * The second step of a login whose member has a second factor (domain/login.ts asked for it):
 * the proof for the waiting login attempt, judged by the one second-factor check. The attempt
 * is bound to its brand and address, lives 5 minutes and starts one session.
 */
import type { SecondFactorProof, SecondFactorStep } from '@shared/api/second-factor';
import { findMemberById } from '../db/queries/accounts';
import { findSecondFactorLogin, takeSecondFactorLogin } from '../db/queries/second-factor';
import type { LoginVisit } from '../lib/visitor';
import { type LoginStep, startSession } from './login';
import { done, type Outcome, refuse } from './outcome';
import { hashToken } from './accounts';
import { checkSecondFactor } from './second-factor';

const expired = () => refuse(410, 'TWO_FACTOR_EXPIRED', 'The login waited too long or was finished; log in again');

export async function verifyLoginSecondFactor(
  db: D1Database,
  merchant: string,
  visit: LoginVisit,
  challengeId: string,
  proof: SecondFactorProof,
  /** SHA-256 of X-Login-Binding's nonce, when the worker sent one */
  bindingHash: string | null = null,
): Promise<Outcome<LoginStep>> {
  const attempt = await findSecondFactorLogin(db, merchant, challengeId);
  // another address answering is not the browser that typed the password
  if (!attempt || attempt.expires_at <= Date.now() || attempt.ip !== visit.ip) return expired();
  // a social login's attempt id came through a URL: only the browser that started it may answer
  if (attempt.binding_hash !== null && attempt.binding_hash !== bindingHash) return expired();
  // a passkey's challenge was bound to this attempt (domain/passkeys.ts loginStepOptions)
  const who = { merchant, memberId: attempt.member_id, ip: visit.ip, binding: await hashToken(attempt.id) };
  const refused = await checkSecondFactor(db, who, attempt.step as SecondFactorStep, proof);
  if (refused) {
    // locked: this attempt is over (the lock's end is in the refusal)
    if (refused.code === 'SECOND_FACTOR_LOCKED') await takeSecondFactorLogin(db, attempt.id);
    return refused;
  }
  if (!(await takeSecondFactorLogin(db, attempt.id))) return expired();
  const member = await findMemberById(db, attempt.member_id);
  // the account changed while the login waited (a password change, a factor change, a lock):
  // the password step it passed is not the account's any more, even with the right proof
  if (!member || (attempt.generation !== null && attempt.generation !== member.session_generation)) return expired();
  return done(await startSession(db, visit, member));
}
