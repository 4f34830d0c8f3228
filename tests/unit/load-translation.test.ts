/**
 * a page's partial language is completed after hydration without re-rendering every
 * component bound to the store, unless one of them showed a missing key, which then renders
 * again with its text (client/lib/load-translation.ts, client/lib/i18n.ts).
 */
import { describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import { createI18n } from '@client/lib/i18n';
import { completeTranslation, missingKey } from '@client/lib/load-translation';

function partial() {
  const instance = createI18n('en', { 'common.submit': (en as Record<string, string>)['common.submit']! }, false, undefined, () => missingKey(instance));
  const added: string[] = [];
  // the page's TranslationProvider re-renders its readers on the store's 'added'
  instance.store.on('added', (lng: string) => added.push(lng));
  return { instance, added };
}

describe("completing a page's language", () => {
  it('adds the rest silently when nothing asked for a missing key', async () => {
    const { instance, added } = partial();
    expect(instance.t('common.submit')).toBe(en['common.submit']);
    await completeTranslation(instance);
    expect(instance.t('auth.login')).toBe(en['auth.login']);
    expect(added).toEqual([]);
  });

  it('a missing key starts the load, and its arrival re-renders (the store says added)', async () => {
    const { instance, added } = partial();
    expect(instance.t('auth.login')).toBe('auth.login');
    await completeTranslation(instance);
    expect(instance.t('auth.login')).toBe(en['auth.login']);
    expect(added).toEqual(['en']);
  });
});
