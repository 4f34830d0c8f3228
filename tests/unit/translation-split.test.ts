/**
 * A page without a centre open leaves the centres' strings out (shared/translation-split.ts).
 * That is only safe where those strings are never rendered before the whole language is
 * there: inside the centres (their Suspense gate) and in the few places that wait for it.
 * This reads the client's source for every literal key and prefix of a `t(...)` call.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CENTRE_KEY_PREFIXES, coreTranslation, isCentreKey } from '@shared/translation-split';

const root = path.resolve(import.meta.dirname, '../..');

function files(dir: string): string[] {
  return readdirSync(path.join(root, dir)).flatMap((name) => {
    const rel = `${dir}/${name}`;
    if (statSync(path.join(root, rel)).isDirectory()) return files(rel);
    return /\.tsx?$/.test(name) ? [rel] : [];
  });
}

const CENTRES = /^client\/features\/(member-centre|agent-centre)\//;
/** Outside the centres, each with why its centre strings are never shown before the whole language is there. */
const CENTRE_ONLY = 'imported by centre pages only (checked below)';
/** Imported by centre pages and by files that themselves wait for the whole language. */
const WAITERS_ONLY = 'imported by centre pages and the waiting files above only (checked below)';
const WAITING: Record<string, string> = {
  'client/components/ui/range-filter.tsx': CENTRE_ONLY,
  'client/components/records/records-page.tsx': CENTRE_ONLY,
  'client/components/records/records-filters.tsx': CENTRE_ONLY,
  'client/components/records/record-columns.tsx': CENTRE_ONLY,
  'client/components/ui/payment-password-field.tsx': CENTRE_ONLY,
  'client/components/ui/transfer-fields.tsx': CENTRE_ONLY,
  'client/lib/use-once-form.ts': CENTRE_ONLY,
  'client/features/games/hooks/use-launch-game.ts': 'awaits completeTranslation before opening the vendor-wallet offer',
  'client/features/games/components/launch-dialogs.tsx': 'the vendor-wallet offer opens after completeTranslation',
  'client/features/games/components/vendor-wallet-offer.tsx': 'rendered only inside that offer',
  'client/components/ui/amount-field.tsx': WAITERS_ONLY,
};

/** Literal keys and template prefixes of t() calls (t('a.b'), t(`a.${x}`)). */
const keysOf = (source: string) => [...source.matchAll(/\bt\(\s*['"`]([A-Za-z0-9_.]+)/g)].map((m) => m[1]!);

describe('the centre strings a page leaves out', () => {
  it('core translation drops exactly the centre prefixes, computed once per language', () => {
    const full = { 'cashier.amount': 'A', 'withdraw.x': 'B', 'header.deposit': 'C', 'records.kind.BET': 'D', 'centre.member.title': 'E' };
    const core = coreTranslation(full);
    expect(core).toEqual({ 'header.deposit': 'C', 'centre.member.title': 'E' });
    expect(coreTranslation(full)).toBe(core);
    expect(CENTRE_KEY_PREFIXES.every((p) => p.endsWith('.'))).toBe(true);
  });

  it('is shown outside the centres only where the whole language is awaited', () => {
    const bad: string[] = [];
    for (const file of files('client')) {
      if (CENTRES.test(file) || WAITING[file]) continue;
      const keys = keysOf(readFileSync(path.join(root, file), 'utf8')).filter(isCentreKey);
      if (keys.length) bad.push(`${file}: ${keys.join(', ')}`);
    }
    expect(bad).toEqual([]);
  });

  it('the waiting files outside the centres are what they claim', () => {
    const centreOnly = Object.keys(WAITING).filter((file) => WAITING[file] === CENTRE_ONLY);
    for (const file of centreOnly) {
      const module = `${file.replace(/^client\//, '').replace(/\.tsx?$/, '')}'`;
      const importers = files('client').filter((f) => readFileSync(path.join(root, f), 'utf8').includes(module));
      expect(importers.length, file).toBeGreaterThan(0);
      expect(
        importers.filter((f) => !CENTRES.test(f) && !centreOnly.includes(f)),
        file,
      ).toEqual([]);
    }
    for (const file of Object.keys(WAITING).filter((f) => WAITING[f] === WAITERS_ONLY)) {
      const module = `${file.replace(/^client\//, '').replace(/\.tsx?$/, '')}'`;
      const name = `./${path.basename(file).replace(/\.tsx?$/, '')}'`;
      const importers = files('client').filter((f) => {
        const source = readFileSync(path.join(root, f), 'utf8');
        return source.includes(module) || (path.dirname(f) === path.dirname(file) && source.includes(name));
      });
      expect(importers.length, file).toBeGreaterThan(0);
      expect(
        importers.filter((f) => !CENTRES.test(f) && !WAITING[f]),
        file,
      ).toEqual([]);
    }
    expect(readFileSync(path.join(root, 'client/features/games/hooks/use-launch-game.ts'), 'utf8')).toMatch(
      /await completeTranslation\(i18n\);\s*(\/\/.*\n\s*)?setDialog\(\{ kind: 'vendorWallet'/,
    );
    expect(readFileSync(path.join(root, 'client/layout/open-centre.tsx'), 'utf8')).toContain('useCompleteTranslation()');
  });
});
