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

/** This browser offers passkeys in the username field's autofill (conditional mediation). */
export async function passkeyAutofillSupported(): Promise<boolean> {
  if (!passkeysSupported()) return false;
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
