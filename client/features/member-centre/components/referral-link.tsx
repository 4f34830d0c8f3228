import { QRCodeSVG } from 'qrcode.react';
import { useState } from 'react';
import { useTranslation } from '@client/lib/use-translation';

/** The member's invitation link (/register?referralCode=…) with its code, its QR code, copy and (where the browser can) share. */
export function ReferralLink({ code }: { code: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState('');
  const link = `${window.location.origin}/register?referralCode=${encodeURIComponent(code)}`;
  const canShare = typeof navigator.share === 'function';
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(t('referral.copied'));
    } catch {
      setCopied(t('referral.copyFailed'));
    }
  };
  return (
    <section className="referral-link" aria-labelledby="referral-link">
      <h4 id="referral-link">{t('referral.yourLink')}</h4>
      <div className="referral-share">
        <QRCodeSVG value={link} size={140} marginSize={2} level="M" role="img" aria-label={t('referral.qr')} data-testid="referral-qr" />
        <div className="referral-actions">
          <p>
            {t('referral.code')} <strong data-testid="referral-code">{code}</strong>
          </p>
          <label className="referral-url">
            {t('referral.link')}
            <input type="text" readOnly value={link} onFocus={(e) => e.currentTarget.select()} />
          </label>
          <div className="referral-buttons">
            <button type="button" className="btn btn-primary btn-small" onClick={() => void copy()}>
              {t('referral.copy')}
            </button>
            {canShare && (
              <button
                type="button"
                className="btn btn-ghost btn-small"
                onClick={() => void navigator.share({ title: t('centre.member.referral'), url: link }).catch(() => undefined)}
              >
                {t('referral.share')}
              </button>
            )}
          </div>
          <p role="status" className="referral-copied">
            {copied}
          </p>
        </div>
      </div>
    </section>
  );
}
