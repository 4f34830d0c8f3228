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
import { checkSecondFactor } from './second-factor';

const expired = () => refuse(410, 'TWO_FACTOR_EXPIRED', 'The login waited too long or was finished; log in again');

export async function verifyLoginSecondFactor(
  db: D1Database,
  merchant: string,
  visit: LoginVisit,
  challengeId: string,
  proof: SecondFactorProof,
): Promise<Outcome<LoginStep>> {
  const attempt = await findSecondFactorLogin(db, merchant, challengeId);
  // another address answering is not the browser that typed the password
  if (!attempt || attempt.expires_at <= Date.now() || attempt.ip !== visit.ip) return expired();
  const refused = await checkSecondFactor(db, { merchant, memberId: attempt.member_id, ip: visit.ip }, attempt.step as SecondFactorStep, proof);
  if (refused) {
    // locked: this attempt is over (the lock's end is in the refusal)
    if (refused.code === 'SECOND_FACTOR_LOCKED') await takeSecondFactorLogin(db, attempt.id);
    return refused;
  }
  if (!(await takeSecondFactorLogin(db, attempt.id))) return expired();
  const member = await findMemberById(db, attempt.member_id);
  if (!member) return expired();
  return done(await startSession(db, visit, member));
}
