import { TextField } from '@client/components/ui/text-field';
import { useTranslation } from '@client/lib/use-translation';
import type { StepUp } from '@client/lib/use-step-up';
import { SecondFactorCodeField } from './code-field';
import { StepUpPasskey } from './step-up-passkey';

/**
 * The code a money form asks for once the gateway said this step needs the second factor: a
 * message naming what is needed (announced as it appears), the code field when the member has
 * the authenticator app, "Use a passkey" when they have a passkey, and the login password when a
 * change of the second factor is asked on an account that has none yet.
 */
export function StepUpField({ stepUp }: { stepUp: StepUp }) {
  const { t } = useTranslation();
  if (!stepUp.asked) return null;
  const note = stepUp.byPassword ? 'secondFactor.neededPassword' : stepUp.byCode ? `secondFactor.needed.${stepUp.asked.step}` : 'secondFactor.neededPasskey';
  return (
    <div className="step-up" data-testid="step-up">
      <p className="step-up-note" role="status">
        {t(note)}
      </p>
      {stepUp.byPassword && (
        <TextField
          label={t('secondFactor.loginPassword')}
          name="stepUpPassword"
          type="password"
          autoComplete="current-password"
          maxLength={128}
          value={stepUp.password}
          onValue={stepUp.setPassword}
          error={stepUp.passwordError ? t('validation.not_empty', { field: t('secondFactor.loginPassword') }) : ''}
        />
      )}
      {stepUp.byCode && (
        <SecondFactorCodeField
          code={stepUp.code}
          onCode={stepUp.setCode}
          recovery={stepUp.recovery}
          onRecovery={stepUp.setRecovery}
          error={stepUp.codeError ? t(stepUp.recovery ? 'secondFactor.recoveryFormat' : 'secondFactor.codeFormat') : ''}
        />
      )}
      {stepUp.asked.methods.includes('passkey') && <StepUpPasskey stepUp={stepUp} />}
    </div>
  );
}
