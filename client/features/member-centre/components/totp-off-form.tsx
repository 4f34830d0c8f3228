import { useTranslation } from '@client/lib/use-translation';
import { useApp } from '@client/app/app-context';
import { turnTotpOff } from '../api/second-factor';
import { ProofForm } from './proof-form';

/** Turning the authenticator app off: a code from it, or a recovery code. */
export function TotpOffForm({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const { api } = useApp();
  return (
    <ProofForm
      hint={t('secondFactor.turnOffHint')}
      submit={t('secondFactor.turnOff')}
      send={async (proof) => {
        await turnTotpOff(api, proof);
        onDone();
      }}
      onCancel={onCancel}
    />
  );
}
