import type { LoginNextStep } from '../hooks/use-password-login';
import { LoginSecondStep } from './login-second-step';
import { TwoFactorStep } from './two-factor-step';

/**
 * The step after the password (docs/product.md 2.4): the code sent for a new address, or the
 * member's second factor (login-second-step.tsx). Back returns to the password form as it was typed.
 */
export function LoginNextStepView({ step, onBack }: { step: LoginNextStep; onBack: () => void }) {
  if (step.kind === 'newAddress') return <TwoFactorStep challenge={step.challenge} onBack={onBack} />;
  return <LoginSecondStep required={step.required} via="password" onBack={onBack} />;
}
