import type { LoginNextStep } from '../hooks/use-password-login';
import { PasskeySecondStep } from './passkey-second-step';
import { SecondFactorStep } from './second-factor-step';
import { TwoFactorStep } from './two-factor-step';

/**
 * The step after the password (docs/product.md 2.4): the code sent for a new address, or the
 * member's second factor: the authenticator's code (with the passkey beside it when the member
 * has both), or the passkey alone. Back returns to the password form as it was typed.
 */
export function LoginNextStepView({ step, onBack }: { step: LoginNextStep; onBack: () => void }) {
  if (step.kind === 'newAddress') return <TwoFactorStep challenge={step.challenge} onBack={onBack} />;
  const { required } = step;
  if (!required.methods.includes('totp')) return <PasskeySecondStep required={required} onBack={onBack} />;
  return (
    <SecondFactorStep required={required} via="password" onBack={onBack}>
      {required.methods.includes('passkey') && <PasskeySecondStep required={required} onBack={onBack} inline />}
    </SecondFactorStep>
  );
}
