import { QRCodeSVG } from 'qrcode.react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@client/lib/use-translation';
import type { TotpSetup as Setup } from '@shared/api/second-factor';
import { useApp } from '@client/app/app-context';
import { StepUpField } from '@client/components/second-factor/step-up-field';
import { FormAlert, TextField } from '@client/components/ui/text-field';
import { useFormCall } from '@client/lib/use-form-call';
import { useStepUp } from '@client/lib/use-step-up';
import { setupErrorKey } from './setup-errors';
import { confirmTotp } from '../api/second-factor';
import { RecoveryCodes } from './recovery-codes';
import { CopyButton } from './copy-button';

/**
 * Turning the authenticator app on: the QR code (and the key in text, to type or copy), a first
 * code confirms it, with the proof of a factor the account has (a passkey) or, with none, the
 * login password (StepUpField, once the gateway asks for it), then the recovery codes, shown once. The secret lives only in this
 * component's state and goes with it: nothing is stored where a page script could read it later.
 */
export default function TotpSetup({ started, onEnabled, onClose }: { started: Setup; onEnabled: () => void; onClose: () => void }) {
  const { t } = useTranslation();
  const { api } = useApp();
  const { busy, formError, run } = useFormCall(setupErrorKey);
  const [setup, setSetup] = useState<Setup | null>(started);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [code, setCode] = useState('');
  const [touched, setTouched] = useState(false);
  const stepUp = useStepUp();

  if (codes) return <RecoveryCodes codes={codes} note={t('secondFactor.othersLoggedOut')} onDone={onClose} />;
  const codeOk = /^\d{6}$/.test(code.trim());
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (!codeOk || !stepUp.ready()) return;
    void run(async () => {
      let recovery: string[] = [];
      const answered = await stepUp.send(async (secondFactor) => {
        recovery = (await confirmTotp(api, code.trim(), secondFactor)).recoveryCodes;
      });
      if (!answered) return;
      setSetup(null);
      setCodes(recovery);
      onEnabled();
    });
  };
  return (
    <form className="withdraw-form totp-setup" onSubmit={submit} noValidate>
      {setup && (
        <>
          <p>{t('secondFactor.scan')}</p>
          <div className="totp-qr">
            <QRCodeSVG
              value={setup.uri}
              size={176}
              marginSize={2}
              bgColor="#ffffff"
              fgColor="#000000"
              level="M"
              title={t('secondFactor.qrLabel')}
              role="img"
              aria-label={t('secondFactor.qrLabel')}
            />
          </div>
          <p className="totp-secret">
            <span>{t('secondFactor.secret')}</span> <code data-testid="totp-secret">{setup.secret.replace(/(.{4})/g, '$1 ').trim()}</code>{' '}
            <CopyButton text={setup.secret} />
          </p>
          <TextField
            label={t('secondFactor.confirmCode')}
            name="totpCode"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onValue={setCode}
            error={touched && !codeOk ? t('secondFactor.codeFormat') : ''}
          />
          <StepUpField stepUp={stepUp} />
        </>
      )}
      <FormAlert message={formError} />
      <div className="centre-actions">
        {setup && (
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {t('secondFactor.confirm')}
          </button>
        )}
        <button type="button" className="btn btn-ghost" onClick={onClose}>
          {t('common.cancel')}
        </button>
      </div>
    </form>
  );
}
