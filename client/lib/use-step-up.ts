import { useRef, useState } from 'react';
import type { SecondFactorProof, SecondFactorRequired } from '@shared/api/second-factor';
import { codeLooksRight, proofOf, secondFactorAsked } from './second-factor';

/**
 * Step-up in a money form (docs/product.md 4): the form sends as usual; when the gateway
 * answers SECOND_FACTOR_REQUIRED the code field appears (StepUpField) and the next submit
 * carries the code. What the player typed in the form stays: only the code is this hook's.
 * A member with a passkey may answer with it instead (StepUpField's button): the assertion is
 * kept in a ref, since the form is submitted again at once, before React renders. A change of
 * the second factor on an account with none asks for the login password instead (method
 * 'password': the edge worker sends it encrypted).
 */
export function useStepUp() {
  const [asked, setAsked] = useState<SecondFactorRequired | null>(null);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [recovery, setRecovery] = useState(false);
  const [touched, setTouched] = useState(false);
  const passkey = useRef<SecondFactorProof | null>(null);
  const codeOk = codeLooksRight(code, recovery);
  const byCode = asked?.methods.includes('totp') ?? false;
  const byPassword = asked?.methods.includes('password') ?? false;
  const passwordOk = password.length > 0;

  /** Whether the form may send: no code asked yet, or one that looks right (else its error shows). */
  const ready = () => {
    setTouched(true);
    return !asked || passkey.current !== null || (byPassword ? passwordOk : codeOk);
  };

  /**
   * Sends the call with the proof when one is asked: true when it went through, false when the
   * gateway now asks for a code (the field shows). Any other failure is thrown to the form.
   */
  async function send(call: (secondFactor: SecondFactorProof | undefined) => Promise<unknown>): Promise<boolean> {
    const typed = (): SecondFactorProof => (byPassword ? { kind: 'password', password } : proofOf(code, recovery));
    const proof = asked ? (passkey.current ?? typed()) : undefined;
    passkey.current = null;
    try {
      await call(proof);
    } catch (error) {
      // a code sent is spent or wrong whatever the answer: the next try needs a fresh one
      if (proof) {
        setCode('');
        setPassword('');
      }
      setTouched(false);
      const required = secondFactorAsked(error);
      if (required) {
        setAsked(required);
        return false;
      }
      throw error;
    }
    setAsked(null);
    setCode('');
    setPassword('');
    setTouched(false);
    return true;
  }

  /** The passkey's answer for the next submit (the form is then submitted again). */
  const answerWithPasskey = (proof: SecondFactorProof) => {
    passkey.current = proof;
  };

  return {
    asked,
    byCode,
    code,
    setCode,
    recovery,
    setRecovery,
    codeError: touched && byCode && !codeOk,
    byPassword,
    password,
    setPassword,
    passwordError: touched && byPassword && !passwordOk,
    ready,
    send,
    answerWithPasskey,
  };
}

export type StepUp = ReturnType<typeof useStepUp>;
