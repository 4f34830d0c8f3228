import { useState } from 'react';
import type { SecondFactorProof, SecondFactorRequired } from '@shared/api/second-factor';
import { codeLooksRight, proofOf, secondFactorAsked } from './second-factor';

/**
 * Step-up in a money form (docs/product.md 4): the form sends as usual; when the gateway
 * answers SECOND_FACTOR_REQUIRED the code field appears (StepUpField) and the next submit
 * carries the code. What the player typed in the form stays: only the code is this hook's.
 */
export function useStepUp() {
  const [asked, setAsked] = useState<SecondFactorRequired | null>(null);
  const [code, setCode] = useState('');
  const [recovery, setRecovery] = useState(false);
  const [touched, setTouched] = useState(false);
  const codeOk = codeLooksRight(code, recovery);

  /** Whether the form may send: no code asked yet, or one that looks right (else its error shows). */
  const ready = () => {
    setTouched(true);
    return !asked || codeOk;
  };

  /**
   * Sends the call with the proof when one is asked: true when it went through, false when the
   * gateway now asks for a code (the field shows). Any other failure is thrown to the form.
   */
  async function send(call: (secondFactor: SecondFactorProof | undefined) => Promise<unknown>): Promise<boolean> {
    const proof = asked ? proofOf(code, recovery) : undefined;
    try {
      await call(proof);
    } catch (error) {
      // a code sent is spent or wrong whatever the answer: the next try needs a fresh one
      if (proof) setCode('');
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
    setTouched(false);
    return true;
  }

  return { asked, code, setCode, recovery, setRecovery, codeError: touched && asked && !codeOk, ready, send };
}

export type StepUp = ReturnType<typeof useStepUp>;
