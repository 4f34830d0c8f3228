/**
 * The server's HTML of every route, in two languages and for a bot (the whole page at once, as a
 * crawler reads it), checked by the W3C Nu Html Checker (the vnu-jar package, run on Debian's
 * Java): no error. Chosen over html-validate because it is the checker the pages were judged
 * by (the HTML standard's own conformance rules, ARIA included), and html-validate is not among
 * the packages this project may install.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAGE_ROUTES } from '@shared/routes';
import { raw } from './http';

const VNU = join(createRequire(import.meta.url).resolve('vnu-jar/package.json'), '..', 'build', 'dist', 'vnu.jar');
const BOT = 'Mozilla/5.0 (compatible; Googlebot/2.1)';

interface VnuMessage {
  type: string;
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

describe('the pages are valid HTML (Nu Html Checker)', () => {
  it('every route in ty and en, and the not-found page, has no validator error', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'vnu-'));
    const files: string[] = [];
    const paths = [...PAGE_ROUTES.map((r) => r.paths[0]!), '/no-such-page'];
    for (const lang of ['ty', 'en'])
      for (const path of paths) {
        const res = await raw(path, { headers: { cookie: `lang=${lang}`, 'user-agent': BOT } });
        expect(res.body, path).toMatch(/<\/html>$/);
        const file = join(dir, `${lang}${path.replace(/\W/g, '_') || '_'}.html`);
        writeFileSync(file, res.body);
        files.push(file);
      }
    let out = '';
    try {
      execFileSync('java', ['-jar', VNU, '--errors-only', '--format', 'json', ...files], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    } catch (error) {
      // vnu exits 1 with its findings on stderr
      out = String((error as { stderr?: string }).stderr ?? error);
    }
    const messages = out ? (JSON.parse(out) as { messages: VnuMessage[] }).messages : [];
    const errors = messages
      .filter((m) => m.type === 'error')
      .map((m) => `${m.url.split('/').pop()}:${m.lastLine ?? '?'} ${m.message} [${(m.extract ?? '').slice(0, 80)}]`);
    expect(errors).toEqual([]);
  }, 120_000);
});
