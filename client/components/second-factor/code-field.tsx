import { useEffect, useRef } from 'react';
import { useTranslation } from '@client/lib/use-translation';
import { TextField } from '@client/components/ui/text-field';

/**
 * The second factor's code: six digits from the authenticator app, or (switched by the button
 * below it) one of the recovery codes. One field, so a phone's one-time-code autofill finds it.
 * It takes the focus when it appears: the step that asks for it has just been sent.
 */
export function SecondFactorCodeField({
  code,
  onCode,
  recovery,
  onRecovery,
  error,
}: {
  code: string;
  onCode: (code: string) => void;
  recovery: boolean;
  onRecovery: (recovery: boolean) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.querySelector('input')?.focus(), []);
  return (
    <div className="second-factor-code" ref={box}>
      <TextField
        label={t(recovery ? 'secondFactor.recoveryCode' : 'secondFactor.code')}
        name={recovery ? 'recoveryCode' : 'totpCode'}
        inputMode={recovery ? 'text' : 'numeric'}
        autoComplete={recovery ? 'off' : 'one-time-code'}
        autoCapitalize="none"
        spellCheck={false}
        maxLength={recovery ? 24 : 6}
        value={code}
        onValue={onCode}
        error={error}
      />
      <button
        type="button"
        className="link-button"
        onClick={() => {
          onRecovery(!recovery);
          onCode('');
        }}
      >
        {t(recovery ? 'secondFactor.useApp' : 'secondFactor.useRecovery')}
      </button>
    </div>
  );
}
