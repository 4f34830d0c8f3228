import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '@client/lib/use-translation';
import type { LoginRecord } from '@shared/api/protection';
import { useApp, useSession } from '@client/app/app-context';
import { Loading, QueryError } from '@client/components/ui/query-state';
import { FormOutcome } from '@client/components/ui/form-outcome';
import { useBrandTime } from '@client/lib/brand-time';
import { useFormCall } from '@client/lib/use-form-call';
import { endOtherSessions, loginsQuery } from '@client/features/member-centre/api/protection';

/** The member's recent logins (time, address, device) and a button that ends every other session. */
export function LoginHistory() {
  const { t } = useTranslation();
  const { api } = useApp();
  const username = useSession((s) => s.session?.username ?? '');
  const logins = useQuery(loginsQuery(api, username));
  const { busy, formError, run } = useFormCall();
  const [ended, setEnded] = useState<number | null>(null);
  const endOthers = () =>
    run(async () => {
      setEnded((await endOtherSessions(api)).ended);
    });
  return (
    <section className="rg-block" aria-labelledby="rg-logins">
      <h4 id="rg-logins">{t('protection.logins.title')}</h4>
      {logins.isPending && <Loading />}
      {logins.isError && <QueryError error={logins.error} onRetry={() => void logins.refetch()} />}
      {logins.data && <LoginTable rows={logins.data} />}
      <div className="centre-actions">
        <button type="button" className="btn btn-secondary" disabled={busy} onClick={() => void endOthers()}>
          {t('protection.logins.endOthers')}
        </button>
      </div>
      <FormOutcome error={formError} done={ended === null ? '' : t('protection.logins.ended', { count: ended })} doneClass="rg-done" />
    </section>
  );
}

function LoginTable({ rows }: { rows: LoginRecord[] }) {
  const { t } = useTranslation();
  const { dateTime, heading } = useBrandTime();
  if (rows.length === 0) return <p className="centre-empty">{t('protection.logins.none')}</p>;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: it scrolls sideways on a phone, so the keyboard must reach it (WCAG 2.1.1)
    // biome-ignore lint/a11y/useSemanticElements: a scrolling region named by aria-label, not a form group
    <div className="rg-scroll" tabIndex={0} role="group" aria-label={t('protection.logins.table')}>
      <table className="records-table rg-logins" data-testid="login-history">
        <thead>
          <tr>
            <th scope="col">{heading(t('protection.logins.time'))}</th>
            <th scope="col">{t('protection.logins.address')}</th>
            <th scope="col">{t('protection.logins.country')}</th>
            <th scope="col">{t('protection.logins.device')}</th>
            <th scope="col">{t('protection.logins.result')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r, i) => (
            // the history has no ids of its own; its order is fixed (newest first)
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <tr key={i} data-result={r.result}>
              <td>{dateTime(r.at)}</td>
              <td>{r.ip}</td>
              <td>{r.country ?? '—'}</td>
              <td className="rg-device" title={r.device ?? undefined}>
                {deviceName(r.device)}
              </td>
              <td>{t(`protection.result.${r.result}`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A short device name from a user agent (browser on system), else the agent cut short. */
function deviceName(ua: string | null): string {
  if (!ua) return '—';
  const browser = /Edg\//.test(ua) ? 'Edge' : /Chrom(e|ium)\//.test(ua) ? 'Chrome' : /Firefox\//.test(ua) ? 'Firefox' : /Safari\//.test(ua) ? 'Safari' : '';
  const system = /Android/.test(ua)
    ? 'Android'
    : /iPhone|iPad/.test(ua)
      ? 'iOS'
      : /Windows/.test(ua)
        ? 'Windows'
        : /Mac OS X/.test(ua)
          ? 'macOS'
          : /Linux/.test(ua)
            ? 'Linux'
            : '';
  return browser && system ? `${browser} · ${system}` : ua.slice(0, 40);
}
