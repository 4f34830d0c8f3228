/**
 * What of a language's strings a page carries (the page carries only the strings its
 * first render uses). The member and agent centres are chunks of their own that open on a
 * click; their strings are the bulk of a locale and are left out of a page that does not open
 * one: the browser loads the rest of the language (its own cached chunk) when a centre or a
 * money dialog opens (client/lib/load-translation.ts useCompleteTranslation). A page rendered
 * with a centre open carries everything, so it hydrates with the server's text.
 */
/** A language's strings by key. */
export type Translation = Record<string, string>;

/** Key prefixes shown only inside the centres or dialogs that wait for the whole language. */
export const CENTRE_KEY_PREFIXES = [
  'agent.',
  'bets.',
  'bonus.',
  'cashier.',
  'envelope.',
  'messages.',
  /** the server writes the meta description into the head; the app never shows it */
  'meta.',
  'missions.',
  'profit.',
  'rebate.',
  'records.',
  'referral.',
  'rescue.',
  'rewards.',
  'support.',
  'transfer.',
  'vip.',
  'wallet.',
  'withdraw.',
] as const;

export const isCentreKey = (key: string) => CENTRE_KEY_PREFIXES.some((prefix) => key.startsWith(prefix));

const cores = new WeakMap<Translation, Translation>();

/** The strings of a page without a centre open: every key but the centres'. Computed once per language. */
export function coreTranslation(full: Translation): Translation {
  let core = cores.get(full);
  if (!core) {
    core = Object.fromEntries(Object.entries(full).filter(([key]) => !isCentreKey(key)));
    cores.set(full, core);
  }
  return core;
}

/** Strings every page carries whether its first render used them: what a failure, a retry or a form's first error shows before the rest of the language has arrived. */
export const ALWAYS_SENT_PREFIXES = ['common.', 'errors.', 'validation.'] as const;

/**
 * The strings a page carries (only the strings its first render uses): the keys
 * the server render looked up (`used`, with their plural and context forms `key_*`) and
 * ALWAYS_SENT_PREFIXES. The browser loads the whole language right after hydrating
 * (client/entry.client.tsx), and anything that asks for a missing key before then makes it
 * load and re-renders when it arrives.
 */
export function usedTranslation(full: Translation, used: Iterable<string>): Translation {
  const picked: Translation = {};
  const wanted = new Set(used);
  for (const [key, value] of Object.entries(full)) {
    const base = key.includes('_') ? key.slice(0, key.lastIndexOf('_')) : key;
    if (wanted.has(key) || wanted.has(base) || ALWAYS_SENT_PREFIXES.some((prefix) => key.startsWith(prefix))) picked[key] = value;
  }
  return picked;
}
