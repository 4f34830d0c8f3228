import { useState } from 'react';
import { useTranslation } from '@client/lib/use-translation';
import { useApp } from '@client/app/app-context';
import { renewRecoveryCodes } from '../api/second-factor';
import { ProofForm } from './proof-form';
import { RecoveryCodes } from './recovery-codes';

/**
 * New recovery codes (docs/product.md 4): with a code from the app or a recovery code, ten new
 * codes replace all the old ones and are shown this once (held only here, never cached).
 */
export function RecoveryRenew({ onRenewed, onClose }: { onRenewed: () => void; onClose: () => void }) {
  const { t } = useTranslation();
  const { api } = useApp();
  const [codes, setCodes] = useState<string[] | null>(null);
  if (codes) return <RecoveryCodes codes={codes} onDone={onClose} />;
  return (
    <ProofForm
      hint={t('secondFactor.newCodesHint')}
      submit={t('secondFactor.newCodesSubmit')}
      send={async (proof) => {
        setCodes((await renewRecoveryCodes(api, proof)).recoveryCodes);
        onRenewed();
      }}
      onCancel={onClose}
    />
  );
}
