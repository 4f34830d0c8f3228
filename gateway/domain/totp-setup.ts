/**
 * Turning the authenticator (TOTP) on and off in my account (routes/second-factor.ts): start
 * with a new secret (shown once), confirm with a first code (ten recovery codes, shown once,
 * stored hashed), turn off with a code or a recovery code. Every change is audited; the secret
 * and the codes never are.
 */
import type { SecondFactorProof, SecondFactorStatus, TotpEnabled, TotpSetup } from '@shared/api/second-factor';
import { disableTotp, enableTotp, factorCoolOffMinutes, replaceRecoveryCodes, startTotp, totpRow } from '../db/queries/second-factor';
import { brandName, moduleOn } from './brand';
import { auditCall, type Caller } from './caller';
import { done, type Outcome, refuse } from './outcome';
import { memberPasskeySummaries } from './passkeys';
import { protectionNow } from './protection';
import { factorChangeRefusal } from './factor-change';
import { totpState } from './second-factor';
import { hashRecoveryCode, newRecoveryCodes, newTotpSecret, totpStepOf, totpUri } from './totp';
import { openTotpSecret, sealTotpSecret } from './totp-vault';

const trail = (db: D1Database, who: Caller, ref: string, result: string) => auditCall(db, who, 'SECOND_FACTOR_SETUP', null, ref, result);
const offered = (db: D1Database, merchant: string) => moduleOn(db, merchant, 'TOTP');

/** The account's second factor in my account; its passkeys on every host of the merchant (domain/passkeys.ts). */
export async function secondFactorStatus(db: D1Database, who: Caller): Promise<SecondFactorStatus> {
  return { totp: await totpState(db, who.member.id), passkeys: await memberPasskeySummaries(db, who.merchant, who.member.id) };
}

export async function startTotpSetup(db: D1Database, who: Caller): Promise<Outcome<TotpSetup>> {
  if (!(await offered(db, who.merchant))) return refuse(403, 'FEATURE_DISABLED', 'The authenticator app is not offered');
  const secret = newTotpSecret();
  const { sealed, keyId } = await sealTotpSecret(who.member.id, secret);
  if (!(await startTotp(db, who.member.id, sealed, keyId, Date.now()))) return refuse(409, 'TOTP_ON', 'The authenticator app is on already');
  await trail(db, who, 'TOTP', 'STARTED');
  return done({ secret, uri: totpUri(secret, (await brandName(db, who.merchant)) ?? who.merchant, who.member.username) });
}

/**
 * The first code turns it on, with a fresh proof of the factor the account has (a passkey) or,
 * with none, its login password (domain/factor-change.ts): a session cookie alone does not. It
 * ends every session of the member but this one (`keepTokenHash`, the caller's), as a password
 * change does; the new factor proves none of this session's money steps for the brand's
 * cool-off. A wrong first code is not counted against the member: nothing is guarded by it yet
 * (the proof beside it is counted like every proof).
 */
export async function confirmTotpSetup(
  db: D1Database,
  who: Caller,
  code: string,
  keepTokenHash: string,
  proof?: SecondFactorProof,
): Promise<Outcome<TotpEnabled>> {
  const row = await totpRow(db, who.member.id);
  if (!row) return refuse(409, 'TOTP_NOT_STARTED', 'Start the authenticator set-up first');
  if (row.enabled_at) return refuse(409, 'TOTP_ON', 'The authenticator app is on already');
  const secret = await openTotpSecret(db, row);
  const now = await protectionNow(db, who.member.id);
  const step = secret === null ? null : totpStepOf(secret, code, now);
  if (step === null) {
    await trail(db, who, 'TOTP', 'CONFIRM_WRONG');
    return refuse(400, 'TOTP_CODE_WRONG', 'Wrong code: check the time on your phone and try the next code');
  }
  // after the app's code: a mistyped first code costs no proof
  const refused = await factorChangeRefusal(db, who, 'TOTP_ON', proof);
  if (refused) return refused;
  const recoveryCodes = newRecoveryCodes();
  const hashes = await Promise.all(recoveryCodes.map(hashRecoveryCode));
  const coolUntil = now + (await factorCoolOffMinutes(db, who.merchant)) * 60_000;
  if (!(await enableTotp(db, who.member.id, step, hashes, Date.now(), keepTokenHash, coolUntil)))
    return refuse(409, 'TOTP_ON', 'The authenticator app is on already');
  await trail(db, who, 'TOTP', 'ON');
  return done({ recoveryCodes });
}

/** Off with a code, a recovery code or a passkey (judged and counted like every second-factor proof). */
export async function turnTotpOff(db: D1Database, who: Caller, proof: SecondFactorProof): Promise<Outcome<SecondFactorStatus>> {
  if (!(await totpState(db, who.member.id)).enabled) return refuse(409, 'TOTP_OFF', 'The authenticator app is off');
  const refused = await factorChangeRefusal(db, who, 'TOTP_OFF', proof);
  if (refused) return refused;
  await disableTotp(db, who.member.id);
  await trail(db, who, 'TOTP', 'OFF');
  return done(await secondFactorStatus(db, who));
}

/**
 * Ten new recovery codes for the ten the member has (spent or not, lost or seen by someone):
 * with a code or a recovery code, judged and counted like every proof; shown this once, stored
 * hashed, the old ones gone in the same batch.
 */
export async function renewRecoveryCodes(db: D1Database, who: Caller, proof: SecondFactorProof): Promise<Outcome<TotpEnabled>> {
  const off = () => refuse(409, 'TOTP_OFF', 'The authenticator app is off');
  if (!(await totpState(db, who.member.id)).enabled) return off();
  const refused = await factorChangeRefusal(db, who, 'RECOVERY_CODES', proof);
  if (refused) return refused;
  const recoveryCodes = newRecoveryCodes();
  if (!(await replaceRecoveryCodes(db, who.member.id, await Promise.all(recoveryCodes.map(hashRecoveryCode))))) return off();
  await trail(db, who, 'RECOVERY_CODES', 'RENEWED');
  return done({ recoveryCodes });
}
