/**
 * globalSetup shared by the gateway, worker and e2e projects: starts the reference gateway
 * (http://127.0.0.1:8798, fresh D1 database) and the portal (http://127.0.0.1:8797) once
 * per vitest run, however many projects list this file, and stops them after the last
 * project's teardown. Tests read the URLs with inject('PORTAL_URL') / inject('GATEWAY_URL')
 * (or import.meta.env.PORTAL_URL / GATEWAY_URL). GATEWAY_URL is the harness's fault front
 * (scripts/fault-front.mjs, :8799), through which the portal reaches the gateway too.
 */
import type { TestProject } from 'vitest/node';
// @ts-expect-error plain ESM script without type declarations
import { MODES, startServers } from '../../scripts/serve.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    PORTAL_URL: string;
    GATEWAY_URL: string;
  }
}

interface Servers {
  stop: () => void;
  portal: string;
  gateway: string;
}

interface Shared {
  servers?: Promise<Servers>;
  users: number;
}

// Every project loads this module on its own; the servers live on the main process's globalThis.
const KEY = Symbol.for('portal.test.servers');
const shared: Shared = ((globalThis as Record<symbol, unknown>)[KEY] as Shared | undefined) ?? { users: 0 };
(globalThis as Record<symbol, unknown>)[KEY] = shared;

process.env.WRANGLER_SEND_METRICS = 'false';

export default async function setup(project: TestProject) {
  shared.users += 1;
  if (!shared.servers && process.env.REUSE_SERVERS === '1') {
    // development loop: servers already started with `node scripts/serve.mjs --mode test`
    // the gateway as the tests reach it: through the harness's fault front (scripts/serve.mjs)
    const { portal, front } = (MODES as Record<string, { portal: number; front: number }>).test;
    shared.servers = Promise.resolve({ stop: () => undefined, portal: `http://127.0.0.1:${portal}`, gateway: `http://127.0.0.1:${front}` });
  }
  if (!shared.servers) {
    const started = Date.now();
    shared.servers = startServers('test', { build: true, quiet: true }) as Promise<Servers>;
    shared.servers.then(
      () => console.log(`[servers] portal and gateway ready in ${((Date.now() - started) / 1000).toFixed(1)} s`),
      () => undefined,
    );
  }
  const servers = await shared.servers;
  process.env.PORTAL_URL = servers.portal;
  process.env.GATEWAY_URL = servers.gateway;
  project.provide('PORTAL_URL', servers.portal);
  project.provide('GATEWAY_URL', servers.gateway);

  return async () => {
    shared.users -= 1;
    if (shared.users > 0) return;
    const current = shared.servers;
    shared.servers = undefined;
    (await current)?.stop();
    // give wrangler a moment to take workerd down, so the ports are free for the next run
    await new Promise((r) => setTimeout(r, 500));
  };
}
