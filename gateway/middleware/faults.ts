/**
 * Development aid: upstream faults per merchant and path prefix, set with POST
 * /__admin/faults and cleared with DELETE /__admin/faults, so the portal's handling of a
 * failing upstream is tested against real answers. Module state, like the latency switch:
 * it lasts as long as the isolate (dev only).
 *   html-error      500 text/html with a stack trace (what a crashed framework answers)
 *   wrong-type      200 text/html where JSON was expected
 *   malformed-json  200 application/json that does not parse
 *   server-error    500 with the JSON envelope
 *   slow            the normal answer after `ms`
 *   cut             200 JSON that closes the connection mid-body
 *   lost-answer     the request is carried out (money moves), then its answer is cut
 *                   mid-body: what a player sees when the network drops on the way back
 *   down            the upstream is not there: nothing is carried out and no HTTP answer
 *                   comes back. A worker cannot refuse a TCP connection itself, so it
 *                   answers 503 marked `x-fault-down: 1`, and the test harness's loopback
 *                   front (scripts/fault-front.mjs, between the test portal and this
 *                   gateway) tears the portal's connection down with a TCP reset instead of
 *                   passing that answer on: the portal's fetch fails with no answer, as it
 *                   does on a refused connection. Reached without the front, the marked 503
 *                   is what arrives.
 */
import { createMiddleware } from 'hono/factory';
import type { FaultKind } from '@shared/schemas-system';
import type { AppEnv } from '../env';

/** The header by which the harness's front knows to reset the connection (scripts/fault-front.mjs). */
export const DOWN_HEADER = 'x-fault-down';

interface Fault {
  merchantCode: string;
  prefix: string;
  kind: FaultKind;
  ms: number;
}

let faults: Fault[] = [];

export const setFault = (fault: Fault) => {
  faults = [...faults.filter((f) => !(f.merchantCode === fault.merchantCode && f.prefix === fault.prefix)), fault];
};
export const clearFaults = () => {
  faults = [];
};

const STACK_PAGE = `<!doctype html><html><body><h1>500 Internal Server Error</h1>
<pre>TypeError: Cannot read properties of undefined (reading 'balance')
    at WalletService.load (/srv/upstream/src/wallet/service.ts:88:17)
    at async /srv/upstream/node_modules/framework/router.js:412:9
DB_PASSWORD=hunter2</pre></body></html>`;

function cutBody(): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(new TextEncoder().encode('{"success":true,"code":"0","message":"","value":{"list":['));
      controller.error(new Error('connection closed mid-body'));
    },
  });
}

export const faultInjection = createMiddleware<AppEnv>(async (c, next) => {
  if (faults.length === 0) return next();
  const path = new URL(c.req.url).pathname;
  const fault = faults.find((f) => f.merchantCode === c.var.merchant.code && path.startsWith(f.prefix));
  if (!fault) return next();
  switch (fault.kind) {
    case 'html-error':
      return c.html(STACK_PAGE, 500);
    case 'wrong-type':
      return c.html('<html><body>Welcome</body></html>', 200);
    case 'malformed-json':
      return c.body('{"success":true,"value":', 200, { 'content-type': 'application/json' });
    case 'server-error':
      return c.json({ success: false, code: 'UNKNOWN', message: 'Internal error', value: null }, 500);
    case 'cut':
      return c.body(cutBody(), 200, { 'content-type': 'application/json' });
    case 'lost-answer':
      await next();
      c.res = new Response(cutBody(), { status: 200, headers: { 'content-type': 'application/json' } });
      return;
    case 'down':
      return c.body(null, 503, { [DOWN_HEADER]: '1' });
    case 'slow':
      await new Promise((resolve) => setTimeout(resolve, fault.ms));
      return next();
  }
});
