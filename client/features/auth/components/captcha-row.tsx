import type { ReactNode } from 'react';
import { useTranslation } from '@client/lib/use-translation';

/** The captcha's answer field (children) beside its image, a button that asks for a new one. */
export function CaptchaRow({ image, onRefresh, children }: { image: string; onRefresh: () => void; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="captcha-row">
      {children}
      <button type="button" className="captcha-image" onClick={onRefresh} aria-label={t('auth.captchaRefresh')}>
        {image ? <img src={`data:image/png;base64,${image}`} alt={t('auth.captchaImage')} width={120} height={40} /> : <span className="captcha-empty" />}
      </button>
    </div>
  );
}
