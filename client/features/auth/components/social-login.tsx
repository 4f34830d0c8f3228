import { useState } from 'react';
import { useTranslation } from '@client/lib/use-translation';
import { SOCIAL_PROVIDERS, type SocialProvider } from '@shared/api/login';
import { useApp } from '@client/app/app-context';
import { FormAlert } from '@client/components/ui/text-field';
import { startSocialLogin } from '../api/recovery-calls';
import { loginErrorKey } from '../login-errors';

/**
 * docs/product.md 2.4 social login with two providers: the gateway answers the provider's consent
 * page, the browser goes there and comes back with ?token=, which the worker exchanges for
 * its HttpOnly cookie before the page is shown.
 */
export function SocialLogin() {
  const { t } = useTranslation();
  const { api } = useApp();
  const [busy, setBusy] = useState<SocialProvider | null>(null);
  const [error, setError] = useState('');
  const start = async (provider: SocialProvider) => {
    setBusy(provider);
    setError('');
    try {
      const { authorizeUrl } = await startSocialLogin(api, provider, `${window.location.origin}/`);
      const target = new URL(authorizeUrl, window.location.href);
      if (target.protocol !== 'https:' && target.protocol !== 'http:') throw new Error('unsafe provider URL');
      window.location.assign(target.toString());
    } catch (err) {
      setError(t(loginErrorKey(err)));
      setBusy(null);
    }
  };
  return (
    <div className="social-login">
      <p className="social-title">{t('login.socialTitle')}</p>
      <div className="social-buttons">
        {SOCIAL_PROVIDERS.map((provider) => (
          <button key={provider} type="button" className={`btn btn-ghost social-${provider}`} onClick={() => void start(provider)} disabled={busy !== null}>
            {t(`login.social.${provider}`)}
          </button>
        ))}
      </div>
      <FormAlert message={error} />
    </div>
  );
}
