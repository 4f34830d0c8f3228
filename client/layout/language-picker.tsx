import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from '@client/lib/use-translation';
import { HTML_LANG, type Language } from '@shared/constants';
import { useApp } from '../app/app-context';
import { loadTranslation } from '../lib/load-translation';
import { openSections } from '../lib/deferred-section';

const ONE_YEAR_SECONDS = 365 * 24 * 3600;

/**
 * Shown only when the brand supports more than one language (docs/product.md 1). The choice is
 * kept in the 'lang' cookie, so the server renders the next page in it too.
 */
export function LanguagePicker() {
  const { t, i18n } = useTranslation();
  const { portal } = useApp();
  const queryClient = useQueryClient();
  const id = useId();
  const [busy, setBusy] = useState(false);
  if (portal.brand.languages.length < 2) return null;

  const choose = async (lang: Language) => {
    setBusy(true);
    try {
      if (!i18n.hasResourceBundle(lang, 'translation')) {
        i18n.addResourceBundle(lang, 'translation', await loadTranslation(lang));
      }
      // biome-ignore lint/suspicious/noDocumentCookie: the server renders the next page in the language this cookie names; Cookie Store API is not in every browser players use
      document.cookie = `lang=${lang}; path=/; max-age=${ONE_YEAR_SECONDS}; samesite=lax`;
      localStorage.setItem('hisLang', i18n.language);
      localStorage.setItem('lang', lang);
      // the new strings reach every part of the page: parts still waiting to hydrate first get their code
      await openSections();
      await i18n.changeLanguage(lang);
      document.documentElement.lang = HTML_LANG[lang];
      await queryClient.invalidateQueries();
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="language-picker">
      <label htmlFor={id}>{t('layout.language')}</label>
      <select id={id} value={i18n.language} disabled={busy} onChange={(e) => void choose(e.target.value as Language)}>
        {portal.brand.languages.map((lang) => (
          <option key={lang} value={lang}>
            {t(`language.${lang}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
