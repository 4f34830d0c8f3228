/**
 * a page carries the strings its first render used, not the whole language
 * (shared/translation-split.ts usedTranslation): every string in the page's HTML is in its
 * state, the catalogue's and the forms' strings always are, and most of the language is not.
 */
import { describe, expect, it } from 'vitest';
import ty from '../../locales/ty.json';
import { raw } from './http';

const stateOf = (body: string) =>
  JSON.parse(/<script type="application\/json" id="__portal">(.*?)<\/script>/s.exec(body)![1]!) as {
    translation: Record<string, string>;
    translationComplete: boolean;
  };
const full = ty as Record<string, string>;

describe('the strings a page carries', () => {
  it.each(['/', '/rng', '/register'])('%s: the keys its render used and the always-sent ones, a small part of the language', async (path) => {
    const res = await raw(`${path}?id=strings${Date.now()}`, { headers: { cookie: 'sid=not-a-session' } });
    expect(res.status).toBe(200);
    const state = stateOf(res.body);
    expect(state.translationComplete).toBe(false);
    const keys = Object.keys(state.translation);
    // the catalogue, common and form strings are always there (a failure before the rest arrives)
    for (const key of Object.keys(full).filter((k) => /^(errors|common|validation)\./.test(k))) expect(state.translation[key], key).toBe(full[key]);
    // every string it carries is the language's own
    for (const key of keys) expect(state.translation[key], key).toBe(full[key]);
    // well under half of the language
    expect(keys.length).toBeLessThan(Object.keys(full).length / 3);
    // and the page's own text came from it: the header's login button on each of these pages
    expect(state.translation['auth.login']).toBe(full['auth.login']);
    expect(res.body).toContain(`>${full['auth.login']}<`);
  });
});
