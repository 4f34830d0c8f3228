/**
 * Every page the registries and the route table name (client/app/route-modules.ts, the member
 * and agent centre registries) and every module the worker preloads by name: the source file
 * exists, and the entry's lazy import loads that very file, so the file the worker looks up
 * in the client build's manifest and the code the browser runs can never be two things.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROUTE_MODULES } from '@client/app/route-modules';
import { NOT_AVAILABLE_FILE, notAvailable } from '@client/components/centre/centre-registry';
import { CLIENT_MODULE_FILES } from '@client/entry.server';
import { AGENT_CENTRE_PAGES } from '@client/features/agent-centre/registry';
import { MEMBER_CENTRE_HIDDEN, MEMBER_CENTRE_PAGES } from '@client/features/member-centre/registry';

const root = path.resolve(__dirname, '../..');
const entries = [
  ...Object.entries(ROUTE_MODULES).map(([name, e]) => ({ name: `route ${name}`, ...e })),
  ...[...MEMBER_CENTRE_PAGES, ...MEMBER_CENTRE_HIDDEN, ...AGENT_CENTRE_PAGES].map((e) => ({ name: `centre page ${e.id}`, ...e })),
  { name: 'not available yet', file: NOT_AVAILABLE_FILE, load: notAvailable },
];

describe('registry modules', () => {
  it.each(entries)('$name: its file exists and its import loads that file', async ({ file, load }) => {
    expect(existsSync(path.join(root, file)), file).toBe(true);
    const loaded = await load();
    expect(typeof loaded.default).toBe('function');
    expect(loaded).toBe(await import(/* @vite-ignore */ path.join(root, file)));
  });

  it('lists for the worker every module it may preload, each an existing file', () => {
    // the page not built yet has a module of its own only once a registry line uses it
    for (const { file } of entries.filter((e) => e.file !== NOT_AVAILABLE_FILE)) expect(CLIENT_MODULE_FILES).toContain(file);
    for (const file of CLIENT_MODULE_FILES) expect(existsSync(path.join(root, file)), file).toBe(true);
    expect(CLIENT_MODULE_FILES).toContain('client/layout/member-header.tsx');
    expect(CLIENT_MODULE_FILES).toContain('client/features/auth/components/auth-dialog.tsx');
  });
});
