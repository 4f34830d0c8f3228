import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useApp, useSession } from '@client/app/app-context';
import { Loading, QueryError } from '@client/components/ui/query-state';
import { passkeysSupported } from '@client/lib/passkeys';
import { useTranslation } from '@client/lib/use-translation';
import { useModuleFlag } from '@client/lib/whitelabel';
import { passkeysQuery } from '../api/passkeys';
import { PasskeyAdd } from './passkey-add';
import { PasskeyItem } from './passkey-item';

/** My account's passkeys: sign in with the device's fingerprint, face or PIN instead of a password. */
export function PasskeysPanel() {
  const { t } = useTranslation();
  const { api } = useApp();
  const username = useSession((s) => s.session?.username ?? '');
  const list = useQuery(passkeysQuery(api, username));
  // the brand's PASSKEY module: off, passkeys made before can still be removed, no new one added
  const offered = useModuleFlag()('PASSKEY');
  // known only in the browser (the panel shows after mounting)
  const [supported, setSupported] = useState(true);
  useEffect(() => setSupported(passkeysSupported()), []);
  return (
    <section className="passkeys-section" aria-labelledby="passkeys-title">
      <h3 id="passkeys-title">{t('passkeys.title')}</h3>
      <p className="rg-hint">{t('passkeys.intro')}</p>
      {list.isPending && <Loading />}
      {list.isError && <QueryError error={list.error} onRetry={() => void list.refetch()} />}
      {list.data && list.data.length === 0 && <p className="rg-hint">{t('passkeys.none')}</p>}
      {list.data && list.data.length > 0 && (
        <ul className="passkey-list">
          {list.data.map((p) => (
            <PasskeyItem key={p.id} passkey={p} />
          ))}
        </ul>
      )}
      {offered && (supported ? <PasskeyAdd /> : <p className="rg-hint">{t('passkeys.unsupported')}</p>)}
    </section>
  );
}
