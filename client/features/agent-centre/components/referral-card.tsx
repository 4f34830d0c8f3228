import { useQuery } from '@tanstack/react-query';
import { QRCodeSVG } from 'qrcode.react';
import { useState } from 'react';
import { useTranslation } from '@client/lib/use-translation';
import { useApp, useSession } from '@client/app/app-context';
import { Loading, QueryError } from '@client/components/ui/query-state';
import { referralQuery } from '../api/agent';

const QR_SIZE = 160;

/**
 * The agent's invitation code, its referral link (the portal's registration page with the
 * code, which the registration form then uses) and the link's QR code, for new downlines.
 */
export function ReferralCard() {
  const { t } = useTranslation();
  const { api } = useApp();
  const username = useSession((s) => s.session?.username ?? '');
  const referral = useQuery(referralQuery(api, username));
  const [copied, setCopied] = useState(false);

  if (referral.isPending) return <Loading />;
  if (referral.isError) return <QueryError error={referral.error} onRetry={() => void referral.refetch()} />;
  const { code } = referral.data;
  // browser only (personal data is not rendered on the server), so the page's own origin is known
  const link = `${window.location.origin}/register?affiliateCode=${encodeURIComponent(code)}`;
  const copy = async () => {
    await navigator.clipboard?.writeText(link).catch(() => undefined);
    setCopied(true);
  };
  return (
    <section className="agent-referral" aria-labelledby="agent-referral-title">
      <h4 id="agent-referral-title">{t('agent.referralTitle')}</h4>
      <p className="deposit-hint">{t('agent.referralHint')}</p>
      <dl className="records-totals">
        <dt>{t('agent.referralCode')}</dt>
        <dd data-testid="referral-code">{code}</dd>
      </dl>
      <p>
        {t('agent.referralLink')}:{' '}
        <a className="agent-referral-link" href={link} data-testid="referral-link">
          {link}
        </a>
      </p>
      <div className="agent-referral-qr">
        <QRCodeSVG
          value={link}
          size={QR_SIZE}
          marginSize={2}
          bgColor="#ffffff"
          fgColor="#000000"
          level="M"
          title={t('agent.referralQr')}
          role="img"
          aria-label={t('agent.referralQr')}
        />
      </div>
      <button type="button" className="btn btn-secondary" onClick={() => void copy()}>
        {t('agent.copy')}
      </button>
      {copied && (
        <p className="deposit-status deposit-status-paid" role="status">
          {t('agent.copied')}
        </p>
      )}
    </section>
  );
}
