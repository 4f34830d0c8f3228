/**
 * The test harness's loopback front between the test portal and the reference gateway, for
 * the gateway's `down` fault (gateway/middleware/faults.ts). A worker cannot refuse a TCP
 * connection, so the gateway marks what would have been refused (a 503 with
 * `x-fault-down: 1`, nothing carried out) and this front, instead of passing that answer on,
 * resets the portal's connection (TCP RST, no HTTP answer at all): the portal's fetch fails
 * with no answer, as it does when the upstream refuses the connection. Everything else is
 * passed through as it comes, streamed both ways, a body cut by the gateway cut here too.
 * The test servers hand this front's address to the tests as the gateway's (GATEWAY_URL):
 * the portal, the browser and the tests all reach the gateway through it.
 *
 * It only runs under `scripts/serve.mjs --mode test`, on loopback.
 */
import { Agent, createServer, request } from 'node:http';

const DOWN_HEADER = 'x-fault-down';

/** Starts the front on 127.0.0.1:`port` (0: any free port) before the gateway at `target` (an http origin). Resolves with its url and a close function. */
export function startFaultFront({ port, target }) {
  const upstream = new URL(target);
  // a new connection to the gateway per request: a kept-alive one that the gateway's workerd
  // closes just as the front sends on it fails the request (ECONNRESET), and the front can only
  // pass that on as a reset (the gateway money storm's ~80 calls in flight lost one or two)
  const agent = new Agent({ keepAlive: false, maxSockets: 256 });
  const server = createServer((req, res) => {
    const forward = request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        // the Host as sent: the gateway builds its links (launch, service, CDN origins) on this
        // front's origin, the upstream origin the portal knows, as behind a real reverse proxy
        headers: req.headers,
        agent,
      },
      (answer) => {
        if (answer.headers[DOWN_HEADER]) {
          answer.resume();
          // no answer, the connection torn down: what a refused or dropped connection looks like to the portal
          req.socket.resetAndDestroy();
          return;
        }
        res.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
        answer.pipe(res);
        // the gateway cut its answer mid-body: cut the portal's too, never end it cleanly
        answer.on('aborted', () => res.destroy());
        answer.on('error', () => res.destroy());
      },
    );
    forward.on('error', (error) => {
      // the gateway's side failed while the caller still waits (not a caller that gave up): said,
      // so that a test failing on the reset this passes on names its cause
      if (!req.destroyed) console.error(`[fault-front] ${req.method} ${req.url}: the gateway's connection failed (${error.code ?? error.message})`);
      if (!res.headersSent) req.socket.resetAndDestroy();
      else res.destroy();
    });
    req.pipe(forward);
    req.on('error', () => forward.destroy());
  });
  // the portal's pooled connections may sit idle between tests: never closed here (0: no idle
  // timeout), only by the portal's runtime. A close from this side can race a request the
  // portal's workerd has just sent on the connection, which then fails as "Network connection
  // lost" (a 502 NETWORK to the test; a fresh-clone run met it twice in agent-centre.test.ts)
  server.keepAliveTimeout = 0;
  server.headersTimeout = 65_000;
  server.requestTimeout = 0;
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${server.address().port}`,
        close: () => {
          server.closeAllConnections?.();
          server.close();
          agent.destroy();
        },
      }),
    );
  });
}
