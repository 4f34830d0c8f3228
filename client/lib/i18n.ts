import i18next, { type i18n, type Resource } from 'i18next';
import type { Language } from '../../shared/constants';

export type Translation = Record<string, string>;

/**
 * A fresh i18next instance, initialised synchronously with the one language the server
 * chose (NOTES.md: never from localStorage or the browser), so server and client render
 * the same text. Made per request on the server.
 */
export function createI18n(lang: Language, translation: Translation): i18n {
  const resources: Resource = { [lang]: { translation } };
  const instance = i18next.createInstance();
  void instance.init({
    lng: lang,
    resources,
    fallbackLng: false,
    initAsync: false,
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}
