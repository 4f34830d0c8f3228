import type { i18n } from 'i18next';
import { use } from 'react';
import { countMiss, useTranslation } from './use-translation';
import type { Language } from '@shared/constants';
import type { Translation } from '@shared/translation-split';
import { partialLanguage } from './i18n';

/** Browser only: each language's file is its own chunk, loaded when the player picks it. */
export async function loadTranslation(lang: Language): Promise<Translation> {
  const files = import.meta.glob<{ default: Translation }>('../../locales/*.json');
  const load = files[`../../locales/${lang}.json`];
  if (!load) throw new Error(`no translation for ${lang}`);
  return (await load()).default;
}

type Thenable = Promise<void> & { status?: 'pending' | 'fulfilled' | 'rejected'; reason?: unknown };

const DONE: Thenable = Object.assign(Promise.resolve(), { status: 'fulfilled' as const });
const loading = new WeakMap<i18n, Thenable>();

const original = (given: i18n) => (given as i18n & { __original?: i18n }).__original ?? given;

/**
 * Something asked `given` for a key its partial language does not hold: load the rest, and
 * re-render with it. Not once the whole language is there: a key it lacks is not coming.
 */
export function missingKey(given: i18n): void {
  if (completeTranslation(given) !== DONE) countMiss();
}

/**
 * The rest of the language a page left out (shared/translation-split.ts), added to the
 * instance once; if a component showed a missing key, the components re-render when it
 * arrives. A fulfilled thenable when nothing is missing, so React's use() does not suspend.
 */
export function completeTranslation(given: i18n): Thenable {
  // react-i18next hands components a wrapper of the instance (its __original)
  const instance = original(given);
  const lang = partialLanguage.get(instance);
  if (!lang || lang !== instance.language) return DONE;
  let pending = loading.get(instance);
  if (!pending) {
    pending = loadTranslation(lang as Language).then((full) => {
      // the components that showed a missing key re-render on 'added' (client/lib/use-translation.tsx:
      // in a transition, still work for a phone; none did, nothing renders); those that waited
      // for the language (useCompleteTranslation) render again when this resolves
      instance.addResourceBundle(lang, 'translation', full, true, true, { skipCopy: true });
      partialLanguage.delete(instance);
      pending!.status = 'fulfilled';
    });
    pending.status = 'pending';
    pending.catch((error: unknown) => {
      pending!.status = 'rejected';
      pending!.reason = error;
      // a later render tries again (a lost connection on a phone)
      loading.delete(instance);
    });
    loading.set(instance, pending);
  }
  return pending;
}

/**
 * Suspends until the whole language is there: the centres and money dialogs, whose strings a
 * page without them leaves out, render inside a Suspense boundary that calls this first.
 */
export function useCompleteTranslation(): void {
  const { i18n } = useTranslation();
  use(completeTranslation(i18n) as Promise<void>);
}
