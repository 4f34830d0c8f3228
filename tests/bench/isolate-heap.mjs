/**
 * The JavaScript heap of a worker's own isolate, read over workerd's inspector (Chrome
 * DevTools Protocol, Runtime.getHeapUsage). This is the memory the worker's code owns and what
 * Cloudflare holds to 128 MB per isolate. The workerd process's RSS is not: locally it also
 * grows with the number of requests served by a trivial worker (see ./runtime-baseline.mjs).
 */
import WebSocket from 'ws';

/** A DevTools Protocol session with the worker's own isolate (`core:user:NAME`) behind inspector port `port`; null if there is none. */
export async function isolateSession(port) {
  let targets;
  try {
    targets = await (await fetch(`http://127.0.0.1:${port}/json`)).json();
  } catch {
    return null;
  }
  const target = targets.find((t) => /core:user:/.test(t.title ?? ''));
  if (!target) return null;
  const ws = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  let id = 0;
  const pending = new Map();
  ws.on('message', (data) => {
    const message = JSON.parse(String(data));
    pending.get(message.id)?.(message);
    pending.delete(message.id);
  });
  /** One call; its answer, or null when the isolate did not answer in `timeout` ms. */
  const call = (method, params = {}, timeout = 5_000) =>
    new Promise((resolve) => {
      const timer = setTimeout(() => resolve(null), timeout);
      pending.set(++id, (m) => {
        clearTimeout(timer);
        resolve(m);
      });
      ws.send(JSON.stringify({ id, method, params }));
    });
  return { call, close: () => ws.close() };
}

/** The isolate's heap behind inspector port `port`; null if there is none. */
export async function isolateHeap(port) {
  const session = await isolateSession(port);
  if (!session) return null;
  const { call } = session;
  return {
    /** Used and reserved heap in MiB, or null when the isolate did not answer in 5 s. */
    async usage() {
      const answer = await call('Runtime.getHeapUsage');
      const r = answer?.result;
      return r ? { usedMiB: r.usedSize / 1048576, totalMiB: r.totalSize / 1048576 } : null;
    },
    close: session.close,
  };
}
