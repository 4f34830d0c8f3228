import type { Context } from 'hono';
import { renderToString } from 'react-dom/server.edge';
import type { AppEnv } from '../env';
import { pageAssets } from '../ssr/assets';
import { documentHead } from '../ssr/document';
import { TRANSLATIONS } from '../ssr/locales';

export const TOKEN_CONFIRM_PATH = '/auth/token/confirm';

/**
 * Asked when a sign-in link (`?token=`) arrives in a browser that did not start the login
 * (login CSRF): who the account is, and a choice. Server-rendered without
 * JavaScript; the form posts back to this origin, which checks it like every other call.
 */
export function renderTokenConfirmPage(c: Context<AppEnv>, account: string, returnPath: string): Response {
  const { brand, lang, nonce } = c.var;
  const t = (key: string) =>
    (TRANSLATIONS[lang][key] ?? key).replace(/\{\{(\w+)\}\}/g, (_, k: string) => (k === 'account' ? account : k === 'brand' ? brand.name : ''));
  const body = renderToString(
    <main className="status-page" aria-labelledby="confirm-title">
      <form className="status-card" method="post" action={TOKEN_CONFIRM_PATH}>
        <p className="status-brand">{brand.name}</p>
        <h1 id="confirm-title">{t('tokenConfirm.title')}</h1>
        <p>{t('tokenConfirm.text')}</p>
        <p className="status-sub" data-testid="confirm-account">
          {account}
        </p>
        <input type="hidden" name="return" value={returnPath} />
        <div className="status-actions">
          <button className="btn btn-secondary" type="submit" name="decision" value="cancel">
            {t('tokenConfirm.cancel')}
          </button>
          <button className="btn btn-primary" type="submit" name="decision" value="continue">
            {t('tokenConfirm.continue')}
          </button>
        </div>
      </form>
    </main>,
  );
  const head = documentHead({ lang, title: t('tokenConfirm.title'), nonce, theme: brand.theme, stylesheets: pageAssets([]).stylesheets });
  // through the context: the pending-session cookie set on the way goes out with it
  return c.html(`${head}${body}</body></html>`, 200, { 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' });
}
