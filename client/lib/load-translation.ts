import type { Language } from '../../shared/constants';
import type { Translation } from './i18n';

/** Browser only: each language's file is its own chunk, loaded when the player picks it. */
export async function loadTranslation(lang: Language): Promise<Translation> {
  const files = import.meta.glob<{ default: Translation }>('../../locales/*.json');
  const load = files[`../../locales/${lang}.json`];
  if (!load) throw new Error(`no translation for ${lang}`);
  return (await load()).default;
}
