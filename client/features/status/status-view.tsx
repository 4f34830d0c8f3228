export type StatusKind = 'maintenance' | 'region' | 'invalidDomain';

interface Props {
  kind: StatusKind;
  t: (key: string, vars?: Record<string, string>) => string;
  brandName: string;
  supportUrl?: string;
  location?: { ip: string; country: string };
}

/** The contact-us button the worker's status-page script opens customer service from (worker/pages/status-page.tsx). */
export const CONTACT_ID = 'status-contact';

/** Maintenance, region-restriction and invalid-domain screens (docs/product.md 2.2 and 8). */
export function StatusView({ kind, t, brandName, supportUrl, location }: Props) {
  return (
    <main className="status-page" aria-labelledby="status-title">
      <div className="status-card">
        {brandName && <p className="status-brand">{brandName}</p>}
        <h1 id="status-title">{t(`status.${kind}.title`)}</h1>
        {kind === 'maintenance' && <p className="status-sub">{t('status.maintenance.restriction')}</p>}
        <p>{t(`status.${kind}.text`)}</p>
        {kind === 'region' && location && (
          <dl className="status-location">
            <dt>{t('status.region.ip')}</dt>
            <dd data-testid="visitor-ip">{location.ip}</dd>
            <dt>{t('status.region.country')}</dt>
            <dd data-testid="visitor-country">{location.country}</dd>
          </dl>
        )}
        <div className="status-actions">
          {kind === 'maintenance' && (
            // biome-ignore lint/a11y/useValidAnchor: an empty href reloads this page, which has no script
            <a className="btn btn-secondary" href="">
              {t('status.refresh')}
            </a>
          )}
          {supportUrl ? (
            <a className="btn btn-primary" id={CONTACT_ID} href={supportUrl} rel="noopener noreferrer" target="_blank">
              {t('status.contactUs')}
            </a>
          ) : (
            // without a supportUrl only the page's script can reach customer service: it shows the button
            kind !== 'invalidDomain' && (
              <button className="btn btn-primary" id={CONTACT_ID} type="button" hidden>
                {t('status.contactUs')}
              </button>
            )
          )}
        </div>
      </div>
    </main>
  );
}
