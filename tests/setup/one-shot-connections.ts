/**
 * Node's fetch opens a new connection per request in the tests that talk to the servers.
 *
 * workerd closes a connection after answering a request whose body the worker did not read (a
 * 403 CSRF, a 413, a refusal before the body is parsed) and sends no `Connection: close`; a
 * client that keeps connections alive may already have sent its next request on it, which then
 * fails ("socket hang up", ECONNRESET). A browser retries a request whose reused connection
 * closed before any answer; undici does not for a POST. At the edge the player's connection ends
 * at Cloudflare's front, not at the worker, so this is the local runtime's, not the product's.
 * The tests' node:http requests (tests/worker/http.ts, proxy-property.test.ts) take `oneShotAgent`.
 */
import { Agent as HttpAgent } from 'node:http';
import { Agent, setGlobalDispatcher } from 'undici';

setGlobalDispatcher(new Agent({ pipelining: 0 }));

/** node:http's agent for the same: a new connection per request. */
export const oneShotAgent = new HttpAgent({ keepAlive: false });
