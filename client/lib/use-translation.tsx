import type { i18n, TFunction } from 'i18next';
import { createContext, type ReactNode, startTransition, useContext, useEffect, useMemo, useState } from 'react';
import { useTranslation as useI18nextTranslation } from 'react-i18next';
import { openSections } from './deferred-section';

type Translation = { t: TFunction; i18n: i18n };

const TranslationContext = createContext<Translation | null>(null);

/**
 * The page's one subscription to its i18next instance (inside I18nextProvider, in
 * app/providers.tsx). react-i18next's useTranslation copies the instance's properties into a
 * wrapper object and adds its own listeners on every component that mounts it: with a lobby's
 * hundreds of cards that was tens of milliseconds of hydration. Here it runs once.
 * A language change gives a new `t` (react-i18next's bindI18n). The rest of the strings
 * arriving (the store's 'added', client/lib/load-translation.ts) re-renders every reader in a
 * transition, once every deferred section has its code: react-i18next's own bindI18nStore goes
 * through useSyncExternalStore, whose updates are always synchronous, and re-rendered the whole
 * page in one long task.
 */
export function TranslationProvider({ children }: { children: ReactNode }) {
  const { t, i18n } = useI18nextTranslation();
  const [strings, setStrings] = useState(0);
  useEffect(() => {
    // a transition that reaches a section still waiting for its code waits for it (client/lib/
    // deferred-section.tsx), and a 'near' one (the footer) loads only when scrolled to: the
    // strings a dialog missed ('play.rooms' as a title) stayed missing until then. Every
    // section's code first, as a language change does.
    const added = () => void openSections().then(() => startTransition(() => setStrings((n) => n + 1)));
    i18n.store.on('added', added);
    return () => i18n.store.off('added', added);
  }, [i18n]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `strings` is what makes a new value due (t reads the store when called)
  const value = useMemo(() => ({ t, i18n }), [t, i18n, strings]);
  return <TranslationContext.Provider value={value}>{children}</TranslationContext.Provider>;
}

/** `t` and the i18next instance of the page: what react-i18next's useTranslation() returns, minus `ready`. */
export function useTranslation(): Translation {
  const value = useContext(TranslationContext);
  if (!value) throw new Error('useTranslation outside TranslationProvider');
  return value;
}
