import i18next, { type i18n, type Resource } from 'i18next';
import type { Language } from '@shared/constants';
import { HTML_LANG } from '@shared/first-load-constants';
import type { Translation } from '@shared/translation-split';

/** The language an instance holds only part of (shared/translation-split.ts): the rest is loaded on demand. */
export const partialLanguage = new WeakMap<i18n, string>();

/**
 * A fresh i18next instance, initialised synchronously with the one language the server
 * chose (docs/stack-notes.md: never from localStorage or the browser), so server and client render
 * the same text. Made per request on the server. `complete` false: the translation leaves
 * out the centres' strings, which client/lib/load-translation.ts adds when they are needed;
 * components re-render when they arrive (the store's 'added', client/lib/use-translation.tsx).
 */
export function createI18n(
  lang: Language,
  translation: Translation,
  complete = true,
  /** the server: told every key a render looks up (the page then carries only those) */
  onKey?: (key: string) => void,
  /** the browser: told when a key is missing from a partial language (it loads the rest) */
  onMissing?: () => void,
): i18n {
  const resources: Resource = { [lang]: { translation } };
  const instance = i18next.createInstance();
  if (onKey)
    instance.use({
      type: 'postProcessor',
      name: 'usedKeys',
      process(value: string, key: string | string[]) {
        for (const k of Array.isArray(key) ? key : [key]) onKey(k);
        return value;
      },
    });
  void instance.init({
    ...(onKey ? { postProcess: ['usedKeys'] } : {}),
    ...(onMissing && !complete ? { saveMissing: true, missingKeyHandler: () => onMissing() } : {}),
    lng: lang,
    resources,
    fallbackLng: false,
    initAsync: false,
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { bindI18n: 'languageChanged', bindI18nStore: '' },
  });
  pluralsOf(instance);
  if (!complete) partialLanguage.set(instance, lang);
  return instance;
}

/**
 * i18next picks a count's plural form (`key_one`, `key_other`) with Intl.PluralRules of the
 * instance's language code, but two of the codes are not the language: `ty` is the default
 * Vietnamese (Intl reads Tahitian, which it does not know, and answers with the browser's own
 * locale's rules: an English browser asked for `_one` and showed the key) and `cn` is Chinese.
 * The rules are read by the language's tag (shared/constants.ts HTML_LANG), as `<html lang>` is.
 */
function pluralsOf(instance: i18n): void {
  const resolver = instance.services.pluralResolver as { getRule: (code: string, options?: object) => Intl.PluralRules | undefined };
  const getRule = resolver.getRule.bind(resolver);
  resolver.getRule = (code, options) => getRule(HTML_LANG[code as Language] ?? code, options);
}
