/**
 * The browser's half of passkeys: @simplewebauthn/browser, loaded only when a dialog or page
 * that uses passkeys asks (its own chunk: the entry never carries it), and whether this browser
 * can make and use passkeys at all. The sign-in and my account's passkeys panel both use it.
 */
import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import type { PasskeyAssertion, PasskeyRequestOptions } from '@shared/api/passkeys';
import { importWithRetry } from './import-with-retry';

type Browser = typeof import('@simplewebauthn/browser');

let loading: Promise<Browser> | undefined;

/** The WebAuthn library, loaded once. */
export const webauthn = () => {
  loading ??= importWithRetry(() => import('@simplewebauthn/browser')).catch((error) => {
    loading = undefined;
    throw error;
  });
  return loading;
};

/** This browser speaks WebAuthn (checked without loading the library). */
export const passkeysSupported = () => typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';

/** An IPv4 address, or an IPv6 one (location.hostname keeps its brackets). */
const IP_HOST = /^(\d{1,3}(\.\d{1,3}){3}|\[[0-9a-f:.]+\])$/i;

/**
 * Why this page cannot make a passkey, or null when it can: a browser without WebAuthn, or a page
 * whose host is an IP address (a passkey belongs to a site's name; browsers refuse an address).
 */
export function passkeyAddBlocked(): 'browser' | 'ipHost' | null {
  if (!passkeysSupported()) return 'browser';
  return IP_HOST.test(window.location.hostname) ? 'ipHost' : null;
}

/** A passkey can be used on this page: the browser speaks WebAuthn and the host is a name, not an address. */
export const passkeysUsableHere = () => passkeyAddBlocked() === null;

/** This browser offers passkeys in the username field's autofill (conditional mediation), on a page where they can be used. */
export async function passkeyAutofillSupported(): Promise<boolean> {
  if (!passkeysUsableHere()) return false;
  const check = (window.PublicKeyCredential as { isConditionalMediationAvailable?: () => Promise<boolean> }).isConditionalMediationAvailable;
  return typeof check === 'function' ? check.call(window.PublicKeyCredential).catch(() => false) : false;
}

/** The player closed the browser's passkey prompt, or it timed out or was replaced: no error to show. */
export const passkeyCancelled = (error: unknown) =>
  error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError' || (error as { code?: string }).code === 'ERROR_CEREMONY_ABORTED');

/** The device's answer to a challenge the gateway issued, as the assertion a call carries (a login's second step, a money step). */
export async function assertPasskey(asked: PasskeyRequestOptions): Promise<PasskeyAssertion> {
  const { startAuthentication } = await webauthn();
  const response = await startAuthentication({ optionsJSON: asked.options as unknown as PublicKeyCredentialRequestOptionsJSON });
  return { challengeId: asked.challengeId, response: response as unknown as Record<string, unknown> };
}
