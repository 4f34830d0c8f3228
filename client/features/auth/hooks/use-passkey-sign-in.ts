import { useEffect, useRef, useState } from 'react';
import { useApp } from '@client/app/app-context';
import { passkeyAutofillSupported, passkeyCancelled, webauthn } from '@client/lib/passkeys';
import type { AuthenticationResponseJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { passkeyLogin, passkeyLoginOptions } from '../api/passkey-calls';
import { useCompleteLogin } from './use-complete-login';

/**
 * Signing in with a passkey: the gateway's challenge (bound to this browser by the worker), the
 * authenticator's answer, and the session as a password login makes it. `signIn` is the
 * button's modal prompt; with `autofill` the username field offers the browser's passkeys while
 * the form is shown (conditional mediation), where the browser supports it. A prompt the player
 * closed is no error; any other failure is returned for the form to show.
 */
export function usePasskeySignIn(onError: (error: unknown) => void, autofill: boolean) {
  const { api } = useApp();
  const completeLogin = useCompleteLogin();
  const [busy, setBusy] = useState(false);
  const report = useRef(onError);
  report.current = onError;

  const run = async (browserAutofill: boolean) => {
    const { startAuthentication } = await webauthn();
    const { challengeId, options } = await passkeyLoginOptions(api);
    const response: AuthenticationResponseJSON = await startAuthentication({
      optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON,
      useBrowserAutofill: browserAutofill,
    });
    setBusy(true);
    await completeLogin(await passkeyLogin(api, { challengeId, response: response as unknown as Record<string, unknown> }), 'passkey');
  };

  const settle = (error: unknown) => {
    setBusy(false);
    if (!passkeyCancelled(error)) report.current(error);
  };

  // the effect runs once per form shown; it calls this render's functions through the ref
  const latest = useRef({ run, settle });
  latest.current = { run, settle };
  useEffect(() => {
    if (!autofill) return;
    let live = true;
    void passkeyAutofillSupported().then((ok) => {
      if (ok && live) latest.current.run(true).catch((error) => live && latest.current.settle(error));
    });
    return () => {
      live = false;
      // the pending autofill prompt ends with the form
      void webauthn().then(
        (lib) => lib.WebAuthnAbortService.cancelCeremony(),
        () => undefined,
      );
    };
  }, [autofill]);

  const signIn = () => {
    setBusy(true);
    run(false).catch(settle);
  };
  return { signIn, busy };
}
