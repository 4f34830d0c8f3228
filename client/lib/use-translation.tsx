import type { i18n, TFunction } from 'i18next';
import { createContext, type ReactNode, startTransition, useContext, useEffect, useMemo, useReducer } from 'react';
import { useTranslation as useI18nextTranslation } from 'react-i18next';

type Translation = { t: TFunction; i18n: i18n };

const TranslationContext = createContext<Translation | null>(null);

/** How many keys the page's partial language has been asked for and lacked (client/lib/load-translation.ts counts them). */
let misses = 0;
/** The components that showed a key their language lacked: each one's own re-render. */
const missedBy = new Set<() => void>();

/** A key was asked for that the partial language lacks (i18next's missingKeyHandler, called within `t`). */
export function countMiss(): void {
  misses += 1;
}

/** The misses counted so far (tests/unit/load-translation.test.ts). */
export const missCount = () => misses;

/**
 * The page's one subscription to its i18next instance (inside I18nextProvider, in
 * app/providers.tsx). react-i18next's useTranslation copies the instance's properties into a
 * wrapper object and adds its own listeners on every component that mounts it: with a lobby's
 * hundreds of cards that was tens of milliseconds of hydration. Here it runs once.
 * A language change gives a new `t` (react-i18next's bindI18n), and every reader re-renders.
 * The rest of the strings arriving (the store's 'added', client/lib/load-translation.ts)
 * re-renders, in a transition, only the components that showed a key the page lacked (a dialog
 * opened before the rest came: 'play.rooms' as its title). Not a change of this context: one
 * that reaches a deferred section still waiting for its code makes the transition wait for the
 * section (client/lib/deferred-section.tsx), and a 'near' one loads only when scrolled to, so
 * the strings stayed missing until then, or every section's code was loaded for it and what
 * the player never reached hydrated. A section reads the whole language when it hydrates.
 */
export function TranslationProvider({ children }: { children: ReactNode }) {
  const { t, i18n } = useI18nextTranslation();
  useEffect(() => {
    const added = () =>
      startTransition(() => {
        for (const rerender of missedBy) rerender();
        missedBy.clear();
      });
    i18n.store.on('added', added);
    return () => i18n.store.off('added', added);
  }, [i18n]);
  const value = useMemo(() => ({ t, i18n }), [t, i18n]);
  return <TranslationContext.Provider value={value}>{children}</TranslationContext.Provider>;
}

const bump = (n: number) => n + 1;

/**
 * `t` and the i18next instance of the page: what react-i18next's useTranslation() returns,
 * minus `ready`. This component's `t` notes when it was asked for a key the page lacks, so the
 * component renders again when the rest of the language arrives.
 */
export function useTranslation(): Translation {
  // (inside TranslationProvider: app/providers.tsx puts it around the whole app)
  const { t, i18n } = useContext(TranslationContext)!;
  const [, rerender] = useReducer(bump, 0);
  const noted = (...args: Parameters<TFunction>) => {
    const before = misses;
    const text = t(...args);
    if (misses > before) missedBy.add(rerender);
    return text;
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: `noted` is made anew each render; `t` is what it wraps (a new one with each language), `i18n` the page's one instance
  return useMemo(() => ({ t: noted as TFunction, i18n }), [t]);
}
