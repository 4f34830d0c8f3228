/**
 * What the local runtime grows by itself: a trivial worker (one line, no state) in its own
 * Miniflare under the same connections, and the workerd process's RSS before and after. Run
 * locally, workerd's RSS grows with the number of requests served even when the worker's
 * isolate heap stays flat (measured at 2 to 3 KiB a request, 50 to 660 MiB over 250,000
 * requests); the load run prints this beside the portal's and gateway's figures so their RSS
 * can be read against it.
 */
import autocannon from 'autocannon';
import { Miniflare } from 'miniflare';
import { rssKiB, workerdPids } from './load.mjs';

export async function runtimeBaseline({ port, seconds, connections }) {
  const mf = new Miniflare({
    host: '127.0.0.1',
    port,
    modules: true,
    compatibilityDate: '2025-01-01',
    script: 'export default { fetch(request) { return new Response(`ok ${new URL(request.url).pathname}`); } };',
  });
  const others = new Set(workerdPids(process.pid));
  try {
    await mf.ready;
    // this Miniflare's own workerd: the one under this process that was not there before
    const mine = workerdPids(process.pid).filter((pid) => !others.has(pid));
    const mib = () => mine.reduce((sum, pid) => sum + rssKiB(pid), 0) / 1024;
    const before = mib();
    const r = await new Promise((resolve, reject) =>
      autocannon({ url: `http://127.0.0.1:${port}/`, connections, duration: seconds }, (e, x) => (e ? reject(e) : resolve(x))),
    );
    const after = mib();
    return { requests: r.requests.total, beforeMiB: before, afterMiB: after };
  } finally {
    await mf.dispose();
  }
}

/**
 * What one subrequest costs the local runtime by itself (bench (b)): a worker of a
 * few lines in its own Miniflare, with the portal's compatibility date and flags, that sends
 * the call to `upstream` with the headers the portal's worker sends and answers its body.
 * A proxied call minus this one is the portal worker's own part; what is left is the runtime's
 * subrequest (workerd's HTTP client on loopback), which the worker cannot make cheaper.
 */
export async function startForwarder({ port, upstream, headers }) {
  const mf = new Miniflare({
    host: '127.0.0.1',
    port,
    modules: true,
    compatibilityDate: '2025-09-01',
    compatibilityFlags: ['nodejs_compat'],
    bindings: { UPSTREAM: upstream, HEADERS: JSON.stringify(headers) },
    script: `export default {
      async fetch(request, env) {
        const url = new URL(request.url);
        const answer = await fetch(env.UPSTREAM + url.pathname + url.search, { headers: JSON.parse(env.HEADERS) });
        return new Response(await answer.text(), { status: answer.status, headers: { 'content-type': answer.headers.get('content-type') ?? '' } });
      },
    };`,
  });
  await mf.ready;
  return { url: `http://127.0.0.1:${port}`, stop: () => mf.dispose() };
}
