/**
 * Passkeys (shared/api/passkeys.ts): the WebAuthn ceremonies with @simplewebauthn/server, the
 * relying party being the brand's host the edge worker names (X-Portal-Origin, checked against
 * the merchant's hosts), and every challenge single use, 5 minutes, and bound to who asked (the
 * session, or the browser's sign-in nonce). `verifyPasskeyAssertion` is the check a step's second
 * factor calls (shared/api/second-factor.ts, kind 'passkey').
 */
import {
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { isoBase64URL, isoUint8Array } from '@simplewebauthn/server/helpers';
import { PASSKEY_CHALLENGE_TTL_MS, type PasskeyCreationOptions, type PasskeyRequestOptions } from '@shared/api/passkeys';
import type { PasskeyAssertion, PasskeySummary } from '@shared/api/second-factor';
import {
  type ChallengePurpose,
  deletePasskey,
  dropExpiredChallenges,
  findPasskey,
  insertPasskey,
  listPasskeys,
  type PasskeyRow,
  recordUse,
  renamePasskey,
  saveChallenge,
  takeChallenge,
} from '../db/queries/passkeys';
import { merchantHostAllowed } from '../db/queries/recovery';
import { clockOffset } from '../db/queries/protection';
import { factorCoolOffMinutes, findSecondFactorLogin } from '../db/queries/second-factor';
import { hashToken, newChallengeId } from './accounts';
import { audit } from './audit';
import { brandName, moduleOn } from './brand';
import type { Caller } from './caller';
import { done, type Outcome, type Refusal, refuse } from './outcome';

/** The brand offers passkeys (whitelabel module PASSKEY, under SECONDFACTOR). */
export const passkeysOffered = (db: D1Database, merchant: string) => moduleOn(db, merchant, 'PASSKEY');

/** A member keeps at most this many passkeys. */
const MAX_PASSKEYS = 10;

/** The relying party of a call: the page's origin and its host as the RP ID. */
export interface RelyingParty {
  origin: string;
  rpId: string;
}

/**
 * The relying party named by the edge worker's X-Portal-Origin: an http(s) origin whose host is
 * one of the merchant's hosts (merchant_hosts), so no page can name another brand's host. The RP
 * ID is the host, or for www.<host> the bare host when that is the merchant's too: a passkey made
 * on www.democlub.example then signs in on democlub.example and back (WebAuthn lets a page name
 * a registrable suffix of its own host), instead of two sites to the phone.
 */
export async function relyingParty(db: D1Database, merchant: string, header: string | undefined): Promise<Outcome<RelyingParty>> {
  let url: URL;
  try {
    url = new URL(header ?? '');
  } catch {
    return refuse(400, 'PASSKEY_ORIGIN', 'X-Portal-Origin must be the page origin');
  }
  if (!/^https?:$/.test(url.protocol) || url.origin !== header || !(await merchantHostAllowed(db, merchant, url.hostname))) {
    return refuse(400, 'PASSKEY_ORIGIN', 'X-Portal-Origin is not a host of this merchant');
  }
  const bare = url.hostname.startsWith('www.') ? url.hostname.slice(4) : null;
  const rpId = bare && (await merchantHostAllowed(db, merchant, bare)) ? bare : url.hostname;
  return done({ origin: url.origin, rpId });
}

/** Who a ceremony is bound to: the session's token hash, or the hash of the browser's sign-in nonce. */
export const bindingOfNonce = (nonce: string) => hashToken(nonce);

const summary = (row: PasskeyRow): PasskeySummary => ({ id: row.id, name: row.name, createdAt: row.created_at, lastUsedAt: row.last_used_at });

/** The user handle the authenticator keeps for the member: the merchant and id, no name. */
const userHandle = (merchant: string, memberId: number) => isoUint8Array.fromUTF8String(`${merchant}:${memberId}`);

async function issue(
  db: D1Database,
  merchant: string,
  purpose: ChallengePurpose,
  memberId: number | null,
  binding: string,
  rp: RelyingParty,
  challenge: string,
) {
  const now = Date.now();
  await dropExpiredChallenges(db, now);
  const id = newChallengeId();
  await saveChallenge(db, {
    id,
    merchant_code: merchant,
    purpose,
    member_id: memberId,
    binding_hash: binding,
    challenge,
    origin: rp.origin,
    rp_id: rp.rpId,
    expires_at: now + PASSKEY_CHALLENGE_TTL_MS,
  });
  return id;
}

const expired = () => refuse(410, 'PASSKEY_CHALLENGE_EXPIRED', 'This passkey request expired; start again');

/**
 * The challenge `id`, used up now, when it is live, of this purpose, merchant and member (null
 * at sign-in), and, when given, of this binding and page. A step's second factor, judged by
 * domain/second-factor.ts, gives the binding (its session's, or its waiting login's) and not the
 * page: the challenge's own page, fixed when it was asked for, still holds (the assertion must
 * be signed for its origin and RP ID).
 */
async function takeLive(db: D1Database, id: string, merchant: string, purpose: ChallengePurpose, memberId: number | null, binding?: string, rp?: RelyingParty) {
  const row = await takeChallenge(db, id);
  if (!row || row.expires_at <= Date.now() || row.merchant_code !== merchant || row.purpose !== purpose || row.member_id !== memberId) return null;
  if (binding !== undefined && row.binding_hash !== binding) return null;
  if (rp && (row.origin !== rp.origin || row.rp_id !== rp.rpId)) return null;
  return row;
}

/** Whether the member has a passkey on any of the merchant's hosts. */
export const hasPasskey = async (db: D1Database, merchant: string, memberId: number) =>
  (await listPasskeys(db, memberId)).some((row) => row.merchant_code === merchant);

/** Every passkey of the member on the merchant's hosts (the second-factor status: domain/totp-setup.ts). */
export const memberPasskeySummaries = async (db: D1Database, merchant: string, memberId: number) =>
  (await listPasskeys(db, memberId)).filter((row) => row.merchant_code === merchant).map(summary);

/** Passkeys of the member on this brand's RP ID (another brand's do not answer here), newest first. */
export const passkeysOf = async (db: D1Database, who: Caller, rp: RelyingParty) =>
  (await listPasskeys(db, who.member.id)).filter((row) => row.rp_id === rp.rpId).map(summary);

/**
 * Options to make a discoverable passkey for the member, bound to the session (`binding`: its
 * token hash), only once `proven` passed: a fresh proof of a factor the account has, or its login
 * password when it has none (PASSKEY_ADD: domain/passkey-changes.ts). Every registration
 * challenge is issued here, so POST register, which needs one of this session's, is guarded by
 * the same proof.
 */
export async function registrationOptions(
  db: D1Database,
  who: Caller,
  binding: string,
  rp: RelyingParty,
  proven: () => Promise<Refusal | null>,
): Promise<Outcome<PasskeyCreationOptions>> {
  const existing = (await listPasskeys(db, who.member.id)).filter((row) => row.rp_id === rp.rpId);
  if (existing.length >= MAX_PASSKEYS) return refuse(400, 'BAD_REQUEST', `At most ${MAX_PASSKEYS} passkeys`);
  const refused = await proven();
  if (refused) return refused;
  const options = await generateRegistrationOptions({
    rpName: (await brandName(db, who.merchant)) ?? who.merchant,
    rpID: rp.rpId,
    userName: who.member.username,
    userDisplayName: who.member.nickname ?? who.member.username,
    userID: userHandle(who.merchant, who.member.id),
    attestationType: 'none',
    excludeCredentials: existing.map((row) => ({ id: row.id, transports: JSON.parse(row.transports) as AuthenticatorTransport[] })),
    // the device's own check (fingerprint, face, PIN) every time: a passkey is a whole second factor
    authenticatorSelection: { residentKey: 'required', requireResidentKey: true, userVerification: 'required' },
    // ES256 and RS256: what WebCrypto verifies on Workers
    supportedAlgorithmIDs: [-7, -257],
  });
  const challengeId = await issue(db, who.merchant, 'register', who.member.id, binding, rp, options.challenge);
  return done({ challengeId, options: options as unknown as Record<string, unknown> });
}

/** The new passkey from the browser's answer to a registration challenge of this session. */
export async function addPasskey(
  db: D1Database,
  who: Caller,
  binding: string,
  rp: RelyingParty,
  input: { challengeId: string; name: string; response: Record<string, unknown> },
): Promise<Outcome<PasskeySummary>> {
  const row = await takeLive(db, input.challengeId, who.merchant, 'register', who.member.id, binding, rp);
  if (!row) return expired();
  const refused = async (why: string) => {
    await audit(db, {
      merchant: who.merchant,
      memberId: who.member.id,
      action: 'PASSKEY_ADD',
      amount: null,
      ref: null,
      ip: who.ip,
      result: 'REFUSED',
      at: Date.now(),
    });
    return refuse(400, 'PASSKEY_REFUSED', why);
  };
  let info: Awaited<ReturnType<typeof verifyRegistrationResponse>>['registrationInfo'];
  try {
    const verified = await verifyRegistrationResponse({
      response: input.response as unknown as RegistrationResponseJSON,
      expectedChallenge: row.challenge,
      expectedOrigin: row.origin,
      expectedRPID: row.rp_id,
      // no UV flag: the device did not check who holds it
      requireUserVerification: true,
    });
    info = verified.verified ? verified.registrationInfo : undefined;
  } catch {
    info = undefined;
  }
  if (!info) return refused('The passkey could not be verified');
  const now = Date.now();
  // this session's own new passkey proves none of its money steps for the brand's cool-off (domain/second-factor.ts)
  const coolUntil = now + (await clockOffset(db, who.member.id)) + (await factorCoolOffMinutes(db, who.merchant)) * 60_000;
  const passkey: PasskeyRow = {
    id: info.credential.id,
    merchant_code: who.merchant,
    member_id: who.member.id,
    rp_id: row.rp_id,
    public_key: isoBase64URL.fromBuffer(info.credential.publicKey),
    counter: info.credential.counter,
    transports: JSON.stringify(info.credential.transports ?? []),
    name: input.name,
    created_at: now,
    last_used_at: null,
    added_by: binding,
    cool_until: coolUntil,
  };
  if (!(await insertPasskey(db, passkey))) return refused('This passkey is registered already');
  await audit(db, { merchant: who.merchant, memberId: who.member.id, action: 'PASSKEY_ADD', amount: null, ref: passkey.id, ip: who.ip, result: 'OK', at: now });
  return done(summary(passkey));
}

export async function renameOwnPasskey(db: D1Database, who: Caller, id: string, name: string): Promise<Outcome<PasskeySummary>> {
  if (!(await renamePasskey(db, who.member.id, id, name))) return refuse(404, 'NOT_FOUND', 'No such passkey');
  const row = await findPasskey(db, id);
  return row ? done(summary(row)) : refuse(404, 'NOT_FOUND', 'No such passkey');
}

/** Removing one, once `proven` passed (PASSKEY_REMOVE: the passkey itself, another factor, or with none the login password). */
export async function removeOwnPasskey(db: D1Database, who: Caller, id: string, proven: () => Promise<Refusal | null>): Promise<Outcome<null>> {
  const row = await findPasskey(db, id);
  if (!row || row.member_id !== who.member.id) return refuse(404, 'NOT_FOUND', 'No such passkey');
  const refused = await proven();
  if (refused) return refused;
  if (!(await deletePasskey(db, who.member.id, id))) return refuse(404, 'NOT_FOUND', 'No such passkey');
  await audit(db, {
    merchant: who.merchant,
    memberId: who.member.id,
    action: 'PASSKEY_REMOVE',
    amount: null,
    ref: id,
    ip: who.ip,
    result: 'OK',
    at: Date.now(),
  });
  return done(null);
}

/** Options for an assertion: a sign-in (any discoverable passkey of this RP ID) or a member's step (their passkeys). */
async function requestOptions(db: D1Database, merchant: string, purpose: 'login' | 'step', memberId: number | null, binding: string, rp: RelyingParty) {
  const mine = memberId === null ? [] : (await listPasskeys(db, memberId)).filter((row) => row.rp_id === rp.rpId);
  if (purpose === 'step' && mine.length === 0) return refuse(404, 'NOT_FOUND', 'This account has no passkey on this site');
  const options = await generateAuthenticationOptions({
    rpID: rp.rpId,
    userVerification: 'required',
    allowCredentials: mine.map((row) => ({ id: row.id, transports: JSON.parse(row.transports) as AuthenticatorTransport[] })),
  });
  const challengeId = await issue(db, merchant, purpose, memberId, binding, rp, options.challenge);
  return done<PasskeyRequestOptions>({ challengeId, options: options as unknown as Record<string, unknown> });
}

/** Options for signing in with a passkey, bound to the browser's nonce (`binding`: its hash). */
export const loginOptions = (db: D1Database, merchant: string, binding: string, rp: RelyingParty): Promise<Outcome<PasskeyRequestOptions>> =>
  requestOptions(db, merchant, 'login', null, binding, rp);

/** Options for a step's second factor of the member, bound to the session. */
export const stepOptions = (db: D1Database, who: Caller, binding: string, rp: RelyingParty): Promise<Outcome<PasskeyRequestOptions>> =>
  requestOptions(db, who.merchant, 'step', who.member.id, binding, rp);

/**
 * Options for the second step of a password login waiting for a proof (SECOND_FACTOR_REQUIRED
 * with `challengeId`: domain/login-second-factor.ts): a step challenge of that attempt's
 * member, asked from the attempt's own address; 410 PASSKEY_CHALLENGE_EXPIRED otherwise.
 */
export async function loginStepOptions(
  db: D1Database,
  merchant: string,
  ip: string,
  attemptId: string,
  rp: RelyingParty,
): Promise<Outcome<PasskeyRequestOptions>> {
  const attempt = await findSecondFactorLogin(db, merchant, attemptId);
  if (!attempt || attempt.expires_at <= Date.now() || attempt.ip !== ip) return expired();
  return requestOptions(db, merchant, 'step', attempt.member_id, await hashToken(attempt.id), rp);
}

/** What an assertion is checked against: the merchant, who asked for its challenge, the page, and for a step the member. */
export interface AssertionContext {
  merchant: string;
  purpose: 'login' | 'step';
  /** the hash of the browser's sign-in nonce (login) or the session's token (step; left out: the challenge's) */
  binding?: string;
  /** the page answering (left out: the page the challenge was issued to) */
  rp?: RelyingParty;
  /** a step's member; null at sign-in, where the passkey names its member */
  memberId: number | null;
}

/**
 * A passkey assertion checked: its challenge live, unused and bound as `ctx` says, the passkey
 * one of this merchant on this RP ID (and the step's member's), the signature, origin and RP ID
 * right, and the signature counter going up (a decreasing or repeated one is a cloned key or a
 * replay). The counter and last use are recorded. Refusals: 410 PASSKEY_CHALLENGE_EXPIRED,
 * 401 PASSKEY_REFUSED. The second-factor dispatcher calls this for a proof of kind 'passkey'.
 */
export async function verifyPasskeyAssertion(db: D1Database, ctx: AssertionContext, assertion: PasskeyAssertion): Promise<Outcome<PasskeyRow>> {
  const row = await takeLive(db, assertion.challengeId, ctx.merchant, ctx.purpose, ctx.memberId, ctx.binding, ctx.rp);
  if (!row) return expired();
  const wrong = refuse(401, 'PASSKEY_REFUSED', 'This passkey was not accepted');
  const response = assertion.response as unknown as AuthenticationResponseJSON;
  const passkey = typeof response?.id === 'string' ? await findPasskey(db, response.id) : null;
  if (!passkey || passkey.merchant_code !== ctx.merchant || passkey.rp_id !== row.rp_id) return wrong;
  if (ctx.memberId !== null && passkey.member_id !== ctx.memberId) return wrong;
  const handle = response.response?.userHandle;
  if (handle && handle !== isoBase64URL.fromBuffer(userHandle(passkey.merchant_code, passkey.member_id))) return wrong;
  try {
    const verified = await verifyAuthenticationResponse({
      response,
      expectedChallenge: row.challenge,
      expectedOrigin: row.origin,
      expectedRPID: row.rp_id,
      credential: {
        id: passkey.id,
        publicKey: isoBase64URL.toBuffer(passkey.public_key),
        counter: passkey.counter,
        transports: JSON.parse(passkey.transports) as AuthenticatorTransport[],
      },
      // an assertion without the UV flag (user present only) is no proof of who holds the device
      requireUserVerification: true,
    });
    if (!verified.verified) return wrong;
    const now = Date.now();
    if (!(await recordUse(db, passkey.id, passkey.counter, verified.authenticationInfo.newCounter, now))) return wrong;
    return done({ ...passkey, counter: verified.authenticationInfo.newCounter, last_used_at: now });
  } catch {
    return wrong;
  }
}
