#!/usr/bin/env node
/**
 * Builds the production worker as `wrangler deploy` would (--dry-run --env production, nothing
 * uploaded) and checks its size against the Workers limit, which applies to the gzip-compressed
 * script: prints the size and exits non-zero over the limit. The limit is the Free plan's 3 MiB
 * (the Paid plan allows 10 MiB); WORKER_GZIP_LIMIT_KIB overrides it.
 *
 *   node scripts/check-worker-size.mjs
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const limitKib = Number(process.env.WORKER_GZIP_LIMIT_KIB ?? 3 * 1024);
const outdir = mkdtempSync(path.join(tmpdir(), 'worker-bundle-'));
try {
  const built = spawnSync('npx', ['wrangler', 'deploy', '--dry-run', '--env', 'production', '--outdir', outdir], {
    cwd: root,
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (built.status !== 0) {
    console.error(`wrangler deploy --dry-run --env production failed (${built.status ?? built.signal})`);
    process.exit(1);
  }
  // what is uploaded: the script and its modules, not the source maps or the readme wrangler writes
  const files = readdirSync(outdir).filter((f) => /\.(m?js|wasm|css)$/.test(f));
  const raw = files.reduce((n, f) => n + readFileSync(path.join(outdir, f)).byteLength, 0);
  const gzip = files.reduce((n, f) => n + gzipSync(readFileSync(path.join(outdir, f)), { level: 9 }).byteLength, 0);
  const kib = (n) => (n / 1024).toFixed(1);
  console.log(`production worker: ${kib(raw)} KiB, gzip ${kib(gzip)} KiB (limit ${limitKib} KiB gzip)`);
  if (gzip > limitKib * 1024) {
    console.error(`the production worker is over the Workers size limit by ${kib(gzip - limitKib * 1024)} KiB gzip`);
    process.exit(1);
  }
} finally {
  rmSync(outdir, { recursive: true, force: true });
}
