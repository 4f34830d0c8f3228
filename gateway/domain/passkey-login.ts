/**
 * A sign-in with a passkey (routes/passkeys.ts): the assertion checked by domain/passkeys.ts, then
 * its member's session as every login starts one. Apart from domain/passkeys.ts, which the
 * second-factor check reaches, so that no import runs in a circle back to domain/login.ts.
 */
import type { PasskeyAssertion } from '@shared/api/second-factor';
import { findMemberById } from '../db/queries/accounts';
import type { LoginVisit } from '../lib/visitor';
import { audit } from './audit';
import { type LoginStep, startSession } from './login';
import { done, type Outcome, refuse } from './outcome';
import { type AssertionContext, verifyPasskeyAssertion } from './passkeys';

/** A sign-in with a passkey: its member's session (a passkey is the whole proof: no new-address code), audited either way. */
export async function passkeyLogin(db: D1Database, ctx: AssertionContext, visit: LoginVisit, assertion: PasskeyAssertion): Promise<Outcome<LoginStep>> {
  const checked = await verifyPasskeyAssertion(db, ctx, assertion);
  const at = Date.now();
  if (!checked.ok) {
    await audit(db, { merchant: ctx.merchant, memberId: null, action: 'PASSKEY_SIGN_IN', amount: null, ref: null, ip: visit.ip, result: checked.code, at });
    return checked;
  }
  const member = await findMemberById(db, checked.value.member_id);
  if (!member) return refuse(401, 'PASSKEY_REFUSED', 'This passkey was not accepted');
  await audit(db, {
    merchant: ctx.merchant,
    memberId: member.id,
    action: 'PASSKEY_SIGN_IN',
    amount: null,
    ref: checked.value.id,
    ip: visit.ip,
    result: 'OK',
    at,
  });
  return done(await startSession(db, visit, member));
}
