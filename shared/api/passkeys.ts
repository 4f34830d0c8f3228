/**
 * Passkeys (WebAuthn, discoverable credentials): the calls a brand's gateway implements so a
 * member can add passkeys in my account, sign in with one, and answer a step's second factor
 * with one (shared/api/second-factor.ts). The relying party is the brand: the edge worker tells
 * the gateway the page's origin in `X-Portal-Origin` (a header the page cannot set), the RP ID
 * is that origin's host, and a passkey answers only on the RP ID it was made for.
 * gateway/README.md "Second factor" lists the calls.
 */
import type { PasskeyAssertion, PasskeySummary } from './second-factor';

export type { PasskeyAssertion, PasskeySummary };

/** The header the edge worker sets on every upstream call: the page's origin (scheme, host, port). */
export const PORTAL_ORIGIN_HEADER = 'x-portal-origin';
/**
 * The header the edge worker sets on the passkey sign-in calls: a nonce it keeps in an
 * HttpOnly cookie of this browser, so a sign-in challenge answers only the browser that asked.
 */
export const PASSKEY_BINDING_HEADER = 'x-passkey-binding';

/** The calls' paths, one place for the gateway, the worker and the page. */
export const PASSKEY_PATHS = {
  /** POST (session): options to make a passkey; answers PasskeyCreationOptions */
  registerOptions: '/wps/member/passkeys/register/options',
  /** POST (session) PasskeyRegistration: answers the new PasskeySummary */
  register: '/wps/member/passkeys/register',
  /** GET (session): PasskeySummary[], newest first */
  list: '/wps/member/passkeys',
  /** POST (session) PasskeyRename: answers the PasskeySummary */
  rename: '/wps/member/passkeys/rename',
  /** POST (session) { id }: answers null */
  remove: '/wps/member/passkeys/remove',
  /** POST (session): options for a step's second factor; answers PasskeyRequestOptions */
  stepOptions: '/wps/member/passkeys/step/options',
  /** POST, no session: options for a sign-in; answers PasskeyRequestOptions */
  loginOptions: '/wps/session/login/passkey/options',
  /** POST, no session, { assertion: PasskeyAssertion }: answers LoginResult (a session) */
  login: '/wps/session/login/passkey',
  /** POST, no session, { challengeId } of a password login waiting for its second factor: answers PasskeyRequestOptions */
  loginStepOptions: '/wps/session/login/passkey/step/options',
} as const;

/** The browser's PublicKeyCredentialCreationOptionsJSON (for @simplewebauthn/browser startRegistration), with its challenge's id. */
export interface PasskeyCreationOptions {
  challengeId: string;
  options: Record<string, unknown>;
}

/** The browser's PublicKeyCredentialRequestOptionsJSON (for startAuthentication), with its challenge's id. */
export interface PasskeyRequestOptions {
  challengeId: string;
  options: Record<string, unknown>;
}

/** POST register: the challenge, the passkey's name (1-40 characters) and startRegistration's result. */
export interface PasskeyRegistration {
  challengeId: string;
  name: string;
  response: Record<string, unknown>;
}

export interface PasskeyRename {
  id: string;
  name: string;
}

/**
 * PASSKEY_CHALLENGE_EXPIRED (410): the challenge is unknown, used, over 5 minutes old, or was
 * asked by another browser, session or site. PASSKEY_REFUSED (401 at sign-in, 400 when adding):
 * the answer does not verify (wrong challenge, origin or RP ID, an unknown passkey, a signature
 * counter that did not go up). PASSKEY_ORIGIN (400): the page's origin is not a host of the brand.
 */
export type PasskeyErrorCode = 'PASSKEY_CHALLENGE_EXPIRED' | 'PASSKEY_REFUSED' | 'PASSKEY_ORIGIN';

/** How long a ceremony's challenge lives. */
export const PASSKEY_CHALLENGE_TTL_MS = 5 * 60_000;
export const PASSKEY_NAME_MAX = 40;
