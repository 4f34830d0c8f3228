import type { i18n, TFunction } from 'i18next';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { useTranslation as useI18nextTranslation } from 'react-i18next';

type Translation = { t: TFunction; i18n: i18n };

const TranslationContext = createContext<Translation | null>(null);

/**
 * The page's one subscription to its i18next instance (inside I18nextProvider, in
 * app/providers.tsx). react-i18next's useTranslation copies the instance's properties into a
 * wrapper object and adds its own listeners on every component that mounts it: with a lobby's
 * hundreds of cards that was tens of milliseconds of hydration (issue 15). Here it runs once;
 * a language change or the rest of the strings arriving (bindI18nStore 'added') gives a new
 * `t`, and every component that reads it re-renders, as before.
 */
export function TranslationProvider({ children }: { children: ReactNode }) {
  const { t, i18n } = useI18nextTranslation();
  const value = useMemo(() => ({ t, i18n }), [t, i18n]);
  return <TranslationContext.Provider value={value}>{children}</TranslationContext.Provider>;
}

/** `t` and the i18next instance of the page: what react-i18next's useTranslation() returns, minus `ready`. */
export function useTranslation(): Translation {
  const value = useContext(TranslationContext);
  if (!value) throw new Error('useTranslation outside TranslationProvider');
  return value;
}
