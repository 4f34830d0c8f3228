/**
 * a page's partial language is completed after hydration; a key the page lacked counts as a
 * miss (the component that asked renders again when the store says 'added': client/lib/
 * use-translation.tsx), and once the whole language is there nothing more counts
 * (client/lib/load-translation.ts, client/lib/i18n.ts).
 */
import { describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import { createI18n } from '@client/lib/i18n';
import { completeTranslation, missingKey } from '@client/lib/load-translation';
import { missCount } from '@client/lib/use-translation';

function partial() {
  const instance = createI18n('en', { 'common.submit': (en as Record<string, string>)['common.submit']! }, false, undefined, () => missingKey(instance));
  const added: string[] = [];
  // the page's TranslationProvider re-renders its readers on the store's 'added'
  instance.store.on('added', (lng: string) => added.push(lng));
  return { instance, added };
}

describe("completing a page's language", () => {
  it('adds the rest, with no miss counted when nothing asked for a missing key', async () => {
    const { instance } = partial();
    const before = missCount();
    expect(instance.t('common.submit')).toBe(en['common.submit']);
    await completeTranslation(instance);
    expect(instance.t('auth.login')).toBe(en['auth.login']);
    expect(missCount()).toBe(before);
  });

  it('a missing key counts a miss and starts the load, and its arrival says added', async () => {
    const { instance, added } = partial();
    const before = missCount();
    expect(instance.t('auth.login')).toBe('auth.login');
    expect(missCount()).toBe(before + 1);
    await completeTranslation(instance);
    expect(instance.t('auth.login')).toBe(en['auth.login']);
    expect(added).toEqual(['en']);
  });

  it('a key the whole language lacks is not counted: nothing more is coming for it', async () => {
    const { instance } = partial();
    await completeTranslation(instance);
    const before = missCount();
    expect(instance.t('no.such.key')).toBe('no.such.key');
    expect(missCount()).toBe(before);
  });
});
