/**
 * The layers (README, 'Where new things go'). The client: features never import each other, the
 * layout or the route pages; the core (client/lib, client/components) imports no feature, layout
 * or page. The worker imports the client only through client/entry.server. The gateway: a
 * route imports no other route and no db/, nor do its helpers in lib/ or the middleware (they
 * reach the data through domain/); the ledger is written only in gateway/db/queries/money/. A new import
 * that breaks a layer fails here with the file and the import named.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../..');

function sources(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((e) => {
    const rel = path.join(dir, e.name);
    if (e.isDirectory()) return sources(rel);
    return /\.tsx?$/.test(e.name) ? [rel] : [];
  });
}

/** A relative or aliased (aliases.mjs: @client/…, @shared/…) import as a repository path without extension. */
const SPEC = String.raw`(\.{1,2}\/[^']+|@(?:client|shared|worker|gateway|tests)\/[^']+)`;
const target = (file: string, spec: string) => (spec.startsWith('@') ? spec.slice(1) : path.normalize(path.join(path.dirname(file), spec)));

/** Every import of the tree under `dir` that is not a package: [importing file, imported path without extension]. */
function imports(dir: string): [string, string][] {
  return sources(dir).flatMap((file) => {
    const text = readFileSync(path.join(root, file), 'utf8');
    return [...text.matchAll(new RegExp(String.raw`(?:from|import\()\s*'${SPEC}'`, 'g'))].map(([, spec]): [string, string] => [file, target(file, spec!)]);
  });
}

const featureOf = (p: string) => /^client\/features\/([^/]+)/.exec(p)?.[1];

/** Every import statement of the tree under `dir`: [file, imported path, type-only]. */
function importStatements(dir: string): [string, string, boolean][] {
  return sources(dir).flatMap((file) => {
    const text = readFileSync(path.join(root, file), 'utf8');
    return [...text.matchAll(new RegExp(String.raw`import\s+(type\s+)?[^;]*?from\s*'${SPEC}'`, 'g'))].map(([, typeOnly, spec]): [string, string, boolean] => [
      file,
      target(file, spec!),
      !!typeOnly,
    ]);
  });
}

describe('client layers', () => {
  it('the browser never bundles zod: shared modules that use it are imported for their types only', () => {
    const zodModules = new Set(
      sources('shared')
        .filter((f) => /from 'zod'/.test(readFileSync(path.join(root, f), 'utf8')))
        .map((f) => f.replace(/\.tsx?$/, '')),
    );
    expect(zodModules.size).toBeGreaterThan(0);
    const bad = importStatements('client')
      .filter(([, target, typeOnly]) => zodModules.has(target) && !typeOnly)
      .map(([file, target]) => `${file} -> ${target}`);
    expect(bad).toEqual([]);
  });

  it('an import into another folder of the code two or more levels up is named by its alias (aliases.mjs)', () => {
    const areas = ['client', 'shared', 'worker', 'gateway', 'tests'];
    const climbing = areas.flatMap((dir) =>
      sources(dir).flatMap((file) =>
        [...readFileSync(path.join(root, file), 'utf8').matchAll(/(?:from|import\()\s*'(\.\.\/\.\.\/[^']+)'/g)]
          .map(([, spec]) => path.normalize(path.join(path.dirname(file), spec!)))
          .filter((target) => areas.includes(target.split(path.sep)[0]!))
          .map((target) => `${file} -> ${target}`),
      ),
    );
    expect(climbing).toEqual([]);
    // the aliases are read as repository paths, so the layer rules below see them
    expect(imports('client/features').some(([, target]) => target.startsWith('client/lib/'))).toBe(true);
  });

  it('a feature imports no other feature, no layout and no route page', () => {
    const bad = imports('client/features')
      .filter(([file, target]) => (featureOf(target) && featureOf(target) !== featureOf(file)) || /^client\/(layout|routes|app\/routes)/.test(target))
      .map(([file, target]) => `${file} -> ${target}`);
    expect(bad).toEqual([]);
  });

  it('the core (client/lib, client/components) imports no feature, layout or page', () => {
    const bad = [...imports('client/lib'), ...imports('client/components')]
      .filter(([, target]) => /^client\/(features|layout|routes)\//.test(target))
      .map(([file, target]) => `${file} -> ${target}`);
    expect(bad).toEqual([]);
  });

  it('shared code imports nothing of the client, worker or gateway', () => {
    const bad = imports('shared')
      .filter(([, target]) => /^(client|worker|gateway)\//.test(target))
      .map(([file, target]) => `${file} -> ${target}`);
    expect(bad).toEqual([]);
  });
});

/**
 * The worker renders the app, and the status screens, through client/entry.server, its one
 * door into the client; what both sides read (the portal state and its element ids, the API
 * client's contract, the translation type) is shared/. Any other client import fails (the
 * worker would bundle client code the entry does not hand it).
 */
const WORKER_CLIENT_DOOR = 'client/entry.server';

/** The worker's imports of the client other than its door: [file, import]. */
const workerBreaks = (found: [string, string][]) =>
  found
    .filter(([, target]) => target.startsWith('client/') && target.replace(/\.tsx?$/, '') !== WORKER_CLIENT_DOOR)
    .map(([file, target]) => `${file} -> ${target}`);
/** A gateway route's imports of another route. */
const routeToRoute = (found: [string, string][]) =>
  found.filter(([file, target]) => file.startsWith('gateway/routes/') && target.startsWith('gateway/routes/')).map(([file, target]) => `${file} -> ${target}`);
/** A gateway route's (or a route helper's in lib/, or a middleware's) imports of db/. */
const routeToDb = (found: [string, string][]) =>
  found
    .filter(([file, target]) => /^gateway\/(routes|lib|middleware)\//.test(file) && /^gateway\/db\//.test(target))
    .map(([file, target]) => `${file} -> ${target}`);

/**
 * A gateway route's request schemas written inline (a zod import or a z.object) rather than
 * named beside their area in shared/api/<area>.ts or shared/schemas-<area>.ts: [file, what].
 */
const inlineSchemas = (files: [string, string][]) =>
  files.flatMap(([file, text]) => [
    ...(/from 'zod'/.test(text) ? [`${file} imports zod`] : []),
    ...(/\bz\.object\(/.test(text) ? [`${file} writes z.object(`] : []),
  ]);

/**
 * The gateway's ledger is written in one folder, gateway/db/queries/money/ (its README says the
 * rules): anywhere else, code that builds ledger statements, runs a ledger batch or writes the
 * ledger's tables is a money path that skipped the batch builder's intent and audit row.
 */
const LEDGER_WRITE =
  /\b(ledgerMoveStatements|walletTransferStatements|vendorTransferStatements|vendorWalletStatement|claimMoveStatements|runLedgerBatch)\b|INSERT INTO (ledger_transactions|ledger_entries|money_intents)\b/;
const MONEY_AREA = 'gateway/db/queries/money/';
const ledgerWritesOutside = (files: [string, string][]) =>
  files.filter(([file, text]) => !file.startsWith(MONEY_AREA) && LEDGER_WRITE.test(text)).map(([file, text]) => `${file}: ${LEDGER_WRITE.exec(text)![0]}`);

describe('worker and gateway layers', () => {
  it('the ledger is written only in gateway/db/queries/money/, and the rule catches a write elsewhere', () => {
    const gateway = sources('gateway').map((file): [string, string] => [file, readFileSync(path.join(root, file), 'utf8')]);
    expect(ledgerWritesOutside(gateway)).toEqual([]);
    // the rule sees the money folder's own writes, and would see one added anywhere else
    expect(gateway.filter(([file, text]) => file.startsWith(MONEY_AREA) && LEDGER_WRITE.test(text)).length).toBeGreaterThanOrEqual(8);
    expect(
      ledgerWritesOutside([
        ['gateway/domain/rewards.ts', "import { runLedgerBatch } from '../db/queries/money/ledger';"],
        ['gateway/db/queries/rewards.ts', "db.prepare('INSERT INTO ledger_entries (transaction_id, account_id, amount) VALUES (?, ?, ?)')"],
        ['gateway/db/queries/money/rewards.ts', "import { runLedgerBatch } from './ledger';"],
        ['gateway/domain/wallet.ts', "import { transactionExists } from '../db/queries/money/ledger';"],
      ]),
    ).toEqual(['gateway/domain/rewards.ts: runLedgerBatch', 'gateway/db/queries/rewards.ts: INSERT INTO ledger_entries']);
  });

  it('each rule catches the import it is there for', () => {
    // what imports() reads from a file, for imports a change could add
    const added: [string, string][] = [
      ['worker/ssr/render.ts', 'client/features/games/pages/lobby'],
      ['worker/ssr/render.ts', 'client/entry.server'],
      ['worker/ssr/page-cache.ts', 'client/app/portal-state'],
      ['worker/pages/status-page.tsx', 'client/features/status/status-view'],
      ['worker/ssr/server-api.ts', 'shared/api-client'],
      ['gateway/routes/rewards.ts', 'gateway/routes/missions'],
      ['gateway/routes/rewards.ts', 'gateway/db/queries/rewards'],
      ['gateway/routes/rewards.ts', 'gateway/domain/rewards'],
      ['gateway/lib/confirm-deposit.ts', 'gateway/db/queries/cashier'],
      ['gateway/middleware/session.ts', 'gateway/db/queries/accounts'],
      ['gateway/middleware/session.ts', 'gateway/domain/sessions'],
    ];
    expect(workerBreaks(added)).toEqual([
      'worker/ssr/render.ts -> client/features/games/pages/lobby',
      'worker/ssr/page-cache.ts -> client/app/portal-state',
      'worker/pages/status-page.tsx -> client/features/status/status-view',
    ]);
    expect(routeToRoute(added)).toEqual(['gateway/routes/rewards.ts -> gateway/routes/missions']);
    expect(routeToDb(added)).toEqual([
      'gateway/routes/rewards.ts -> gateway/db/queries/rewards',
      'gateway/lib/confirm-deposit.ts -> gateway/db/queries/cashier',
      'gateway/middleware/session.ts -> gateway/db/queries/accounts',
    ]);
    expect(
      inlineSchemas([
        ['gateway/routes/vendor.ts', "import { z } from 'zod';\nconst body = await jsonBody(c, z.object({ ticket: z.string() }));"],
        ['gateway/routes/wallet.ts', "import { recallSchema } from '@shared/api/cashier';\nconst body = await jsonBody(c, recallSchema);"],
      ]),
    ).toEqual(['gateway/routes/vendor.ts imports zod', 'gateway/routes/vendor.ts writes z.object(']);
    // and imports() reads a route's relative imports as those repository paths
    const routeImports = imports('gateway/routes').filter(([file]) => file === 'gateway/routes/rewards.ts');
    expect(routeImports.map(([, target]) => target)).toContain('gateway/domain/reward-claims');
  });

  it('the worker imports of the client only client/entry.server (and of shared/ what both sides read)', () => {
    expect(workerBreaks(imports('worker'))).toEqual([]);
    // the rule sees the worker's client imports at all
    expect(imports('worker').some(([, target]) => target === 'client/entry.server')).toBe(true);
  });

  it('a gateway route imports no other route', () => {
    expect(routeToRoute(imports('gateway/routes'))).toEqual([]);
    // the rule sees the routes' imports at all
    expect(imports('gateway/routes').some(([, target]) => target.startsWith('gateway/domain/'))).toBe(true);
  });

  it('a gateway route, the helpers in lib/ routes use, and the middleware import no db/: they reach the data through domain/', () => {
    expect(routeToDb([...imports('gateway/routes'), ...imports('gateway/lib'), ...imports('gateway/middleware')])).toEqual([]);
    expect(imports('gateway/lib').some(([, target]) => target.startsWith('gateway/domain/'))).toBe(true);
    expect(imports('gateway/middleware').some(([, target]) => target.startsWith('gateway/domain/'))).toBe(true);
  });

  it('a gateway route parses with named schemas (shared/api/<area>.ts, shared/schemas-<area>.ts), never one written inline', () => {
    const routes = sources('gateway/routes').map((file): [string, string] => [file, readFileSync(path.join(root, file), 'utf8')]);
    expect(inlineSchemas(routes)).toEqual([]);
    // the rule reads the routes at all
    expect(routes.some(([, text]) => /jsonBody\(c, \w+Schema\)/.test(text))).toBe(true);
  });
});
