import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '@client/lib/use-translation';
import { useApp, useSession } from '@client/app/app-context';
import { Loading, QueryError } from '@client/components/ui/query-state';
import { importWithRetry } from '@client/lib/import-with-retry';
import { memberCentreKeys } from '../api/keys';
import { secondFactorQuery, startTotp } from '../api/second-factor';
import type { TotpSetup as TotpSetupAnswer } from '@shared/api/second-factor';
import { FormAlert } from '@client/components/ui/text-field';
import { useFormCall } from '@client/lib/use-form-call';
import { setupErrorKey } from './setup-errors';
import { TotpOffForm } from './totp-off-form';

// the QR code's library loads only when the player turns the app on
const TotpSetup = lazy(() => importWithRetry(() => import('./totp-setup')));

/**
 * My account's two-step verification (docs/product.md 4 the second factor): whether the
 * authenticator app is on and how many recovery codes are left; turn it on (QR code, a first
 * code, the recovery codes shown once) or off (with a code).
 */
export function TwoStepPanel() {
  const { t } = useTranslation();
  const { api } = useApp();
  const username = useSession((s) => s.session?.username ?? '');
  const queryClient = useQueryClient();
  const status = useQuery(secondFactorQuery(api, username));
  const [mode, setMode] = useState<'idle' | 'setup' | 'off'>('idle');
  // the new secret, shown once: held here only while the set-up is open
  const [started, setStarted] = useState<TotpSetupAnswer | null>(null);
  const { busy, formError, run } = useFormCall(setupErrorKey);
  const turnOn = () =>
    void run(async () => {
      setStarted(await startTotp(api));
      setMode('setup');
    });
  const refresh = () => queryClient.invalidateQueries({ queryKey: memberCentreKeys.secondFactor(username) });
  const totp = status.data?.totp;
  return (
    <section className="two-step" aria-labelledby="two-step-title" data-testid="two-step">
      <h3 id="two-step-title">{t('secondFactor.title')}</h3>
      {status.isPending && <Loading />}
      {status.isError && <QueryError error={status.error} onRetry={() => void status.refetch()} />}
      {totp && (
        <p className="two-step-state" data-testid="two-step-state" data-on={totp.enabled || undefined}>
          {totp.enabled ? t('secondFactor.statusOn', { count: totp.recoveryCodesLeft }) : t('secondFactor.statusOff')}
        </p>
      )}
      {mode === 'setup' && started && (
        <Suspense fallback={<Loading />}>
          <TotpSetup
            started={started}
            onEnabled={() => void refresh()}
            onClose={() => {
              setStarted(null);
              setMode('idle');
            }}
          />
        </Suspense>
      )}
      {mode === 'off' && (
        <TotpOffForm
          onDone={() => {
            setMode('idle');
            void refresh();
          }}
          onCancel={() => setMode('idle')}
        />
      )}
      {totp && mode === 'idle' && (
        <>
          {!totp.enabled && <p className="deposit-hint">{t('secondFactor.intro')}</p>}
          <button type="button" className="btn btn-secondary" disabled={busy} onClick={totp.enabled ? () => setMode('off') : turnOn}>
            {t(totp.enabled ? 'secondFactor.turnOff' : 'secondFactor.turnOn')}
          </button>
          <FormAlert message={formError} />
        </>
      )}
    </section>
  );
}
