/** The gateway's migrations as single statements, for a D1 database of a test's own (Miniflare). */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Miniflare } from 'miniflare';

const DIR = path.resolve(import.meta.dirname, '../../gateway/db/migrations');

/** Splits a migration into statements: a trigger runs to its `END;` line, anything else to a line ending in `;`. */
export function statementsOf(sql: string): string[] {
  const out: string[] = [];
  let current: string[] = [];
  for (const line of sql.split('\n')) {
    if (current.length === 0 && (line.trim() === '' || line.trim().startsWith('--'))) continue;
    current.push(line);
    const text = current.join('\n').trim();
    const trigger = /^CREATE\s+TRIGGER/i.test(text);
    if (trigger ? /^END;\s*$/.test(line.trim()) : line.trimEnd().endsWith(';')) {
      out.push(text);
      current = [];
    }
  }
  if (current.join('').trim()) out.push(current.join('\n').trim());
  return out;
}

/** Every migration, in order, up to and including `upTo` (a file name prefix like '0057'). */
export async function applyMigrations(db: D1Database, upTo = '9999'): Promise<void> {
  for (const file of readdirSync(DIR)
    .filter((f) => f.endsWith('.sql') && f.slice(0, 4) <= upTo)
    .sort()) {
    const statements = statementsOf(readFileSync(path.join(DIR, file), 'utf8'));
    for (let i = 0; i < statements.length; i += 50) await db.batch(statements.slice(i, i + 50).map((s) => db.prepare(s)));
  }
}

/**
 * A D1 database of the test's own (Miniflare, workerd's SQLite) with every gateway migration
 * applied, and the seeded demo member's id; `dispose` ends it.
 */
export async function migratedDatabase(): Promise<{ db: D1Database; demoMember: number; dispose: () => Promise<void> }> {
  const mf = new Miniflare({
    modules: true,
    script: 'export default { fetch() { return new Response(null) } }',
    d1Databases: ['DB'],
    compatibilityDate: '2025-09-01',
  });
  const db = (await mf.getD1Database('DB')) as unknown as D1Database;
  await applyMigrations(db);
  const demoMember = (await db.prepare("SELECT id FROM members WHERE username = 'demo_member'").first<number>('id'))!;
  return { db, demoMember, dispose: () => mf.dispose() };
}
