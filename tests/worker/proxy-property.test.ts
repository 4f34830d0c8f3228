/**
 * The proxy's property (SECURITY.md, the edge worker: percent-encoding): for 10,000 paths generated from a grammar of route segments,
 * percent-encodings (single, double, mixed case, overlong UTF-8, fullwidth forms),
 * slashes and backslashes, sent byte for byte to a portal whose upstream is a recording
 * stand-in that routes like the reference gateway (hono's own path decoding):
 *   - what the upstream receives is under /wps or /lgw, and the path it routes is the
 *     canonical path the worker chose its rules by (so limit, token keeping, cleaning and
 *     cache are the rules of the routed path: proxyRules() of the same string);
 *   - a path the worker cannot make canonical reaches no upstream;
 *   - no answer to the browser carries a token, and no answer carries operator script.
 * The stand-in answers a session-starting call with a token and an HTML-carrying call
 * with a <script>, exactly where the gateway would route them.
 */
import { createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { getPath } from 'hono/utils/url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM script without type declarations
import { startPortal } from '../../scripts/serve.mjs';
import { oneShotAgent } from '../setup/one-shot-connections';
import { canonicalProxyPath } from '@worker/proxy/canonical-path';
import { proxyRules, SESSION_STARTERS } from '@worker/proxy/proxy-rules';
import { cachePolicy } from '@worker/upstream/cache-policy';

const RUNS = 10_000;
const CONCURRENCY = 12;
const offset = Number(process.env.PORT_OFFSET ?? 0) || 0;
const PORT = 8817 + offset;

interface Seen {
  method: string;
  url: string;
  routed: string;
}

const seen = new Map<string, Seen[]>();
let upstream: Server;
let upstreamOrigin = '';
let stopPortal: () => void = () => undefined;

const HTML = '<p>hello</p><script>alert(1)</script><img src=x onerror=alert(2)>';

/** What the stand-in answers for a path as the gateway routes it. */
function answerFor(method: string, routed: string): unknown {
  if (method !== 'GET' && SESSION_STARTERS.has(routed)) return { token: `TKN-${routed}`, userName: 'prop_user', type: 0 };
  if (routed === '/wps/announcements') return { list: [{ id: 1, title: 't', content: HTML }], pageNo: 1, pageSize: 10, totalPages: 1, total: 1 };
  if (routed === '/wps/notice') return { popup: [{ id: 1, title: 't', content: HTML }], marquee: [] };
  if (routed === '/wps/system/helpCenter') return [{ id: 1, title: 't', content: HTML }];
  if (routed === '/wps/system/customerService') return [];
  return { routed };
}

const KNOWN = new Set([
  '/wps/session/login',
  '/wps/session/login/verify',
  '/wps/session/login/freeplay',
  '/wps/session/logout',
  '/wps/verification/sms/noLogin',
  '/wps/member/password/email',
  '/wps/member/password/verification',
  '/wps/member/register',
  '/wps/member/info',
  '/wps/captcha',
  '/wps/announcements',
  '/wps/notice',
  '/wps/system/helpCenter',
  '/wps/system/customerService',
  '/wps/system/status',
  '/lgw/games/list',
  '/lgw/games/hot',
  '/lgw/lottery/numbers',
]);

function startUpstream(): Promise<void> {
  upstream = createServer((req: IncomingMessage, res) => {
    req.resume();
    const url = `${upstreamOrigin}${req.url ?? ''}`;
    const routed = getPath(new Request(url));
    const ip = String(req.headers['x-client-ip'] ?? '');
    const list = seen.get(ip) ?? [];
    list.push({ method: req.method ?? 'GET', url, routed });
    seen.set(ip, list);
    res.writeHead(KNOWN.has(routed) ? 200 : 404, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify(
        KNOWN.has(routed)
          ? { success: true, code: '0', message: '', value: answerFor(req.method ?? 'GET', routed) }
          : { success: false, code: 'NOT_FOUND', message: 'not found', value: null },
      ),
    );
  });
  return new Promise((resolve) =>
    upstream.listen(0, '127.0.0.1', () => {
      upstreamOrigin = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
      resolve();
    }),
  );
}

beforeAll(async () => {
  await startUpstream();
  // quiet: the pages of paths hono does not route to the proxy render against a stand-in without layout data
  stopPortal = (await startPortal({ port: PORT, upstream: upstreamOrigin, quiet: true })).stop;
}, 90_000);

afterAll(async () => {
  stopPortal();
  await new Promise((resolve) => upstream.close(resolve));
});

// ------------------------------------------------------------------------ the grammar

const ROUTES = [
  ['wps', 'session', 'login'],
  ['wps', 'session', 'login', 'verify'],
  ['wps', 'session', 'login', 'freeplay'],
  ['wps', 'session', 'logout'],
  ['wps', 'verification', 'sms', 'noLogin'],
  ['wps', 'member', 'password', 'email'],
  ['wps', 'member', 'password', 'verification'],
  ['wps', 'member', 'register'],
  ['wps', 'member', 'info'],
  ['wps', 'captcha'],
  ['wps', 'announcements'],
  ['wps', 'notice'],
  ['wps', 'system', 'helpCenter'],
  ['wps', 'system', 'customerService'],
  ['wps', 'system', 'status'],
  ['lgw', 'games', 'list'],
  ['lgw', 'games', 'hot'],
  ['lgw', 'lottery', 'numbers'],
];
const EXTRA = ['admin', '..', '.', '', 'wps', 'lgw', 'v2', 'x'];

const hex = (code: number, upper: boolean) => `%${code.toString(16).padStart(2, '0')[upper ? 'toUpperCase' : 'toLowerCase']()}`;

/** One character as sent: itself, percent-encoded (either case), double-encoded, or an overlong / fullwidth look-alike. */
const charForm = (ch: string) =>
  fc.oneof(
    { weight: 60, arbitrary: fc.constant(ch) },
    { weight: 6, arbitrary: fc.boolean().map((upper) => hex(ch.charCodeAt(0), upper)) },
    { weight: 1, arbitrary: fc.boolean().map((upper) => `%25${hex(ch.charCodeAt(0), upper).slice(1)}`) },
    { weight: 1, arbitrary: fc.constantFrom(`%c0%${(0x80 | ch.charCodeAt(0)).toString(16)}`, `%e0%80%${(0x80 | (ch.charCodeAt(0) & 0x3f)).toString(16)}`) },
    { weight: 1, arbitrary: fc.constant(encodeURIComponent(String.fromCharCode(0xff00 + ch.charCodeAt(0) - 0x20))) },
  );

const segmentForm = (segment: string) => fc.tuple(...[...segment].map(charForm)).map((parts) => parts.join(''));
/** The first segment: mostly forms hono routes to the proxy (plain or single-encoded); otherwise the answer is a page. */
const firstSegmentForm = (segment: string) =>
  fc.oneof(
    {
      weight: 19,
      arbitrary: fc
        .tuple(
          ...[...segment].map((ch) =>
            fc.oneof({ weight: 4, arbitrary: fc.constant(ch) }, { weight: 1, arbitrary: fc.boolean().map((u) => hex(ch.charCodeAt(0), u)) }),
          ),
        )
        .map((p) => p.join('')),
    },
    { weight: 1, arbitrary: segmentForm(segment) },
  );

const SEPARATORS = fc.oneof(
  { weight: 20, arbitrary: fc.constant('/') },
  { weight: 1, arbitrary: fc.constantFrom('//', '\\', '%2f', '%2F', '%5c', '/./', '/../', '%c0%af', '%ef%bc%8f') },
);

const pathArb = fc
  .tuple(fc.constantFrom(...ROUTES), fc.option(fc.tuple(fc.nat(5), fc.constantFrom(...EXTRA)), { freq: 4 }))
  .chain(([route, extra]) => {
    const segments = [...route];
    if (extra) segments.splice(Math.min(1 + extra[0], segments.length), 0, extra[1]);
    const forms = segments.map((s, i) => (!s ? fc.constant('') : i === 0 ? firstSegmentForm(s) : segmentForm(s)));
    return fc.tuple(fc.tuple(...forms), fc.array(SEPARATORS, { minLength: segments.length, maxLength: segments.length }));
  })
  .map(([segments, separators]) => segments.map((s, i) => (i === 0 ? '/' : separators[i]) + s).join(''));

const caseArb = fc.record({
  path: pathArb,
  method: fc.constantFrom('GET', 'POST'),
  junk: fc.option(fc.nat(999), { freq: 3 }),
});

// ------------------------------------------------------------------------ the check

function send(path: string, method: string, ip: string): Promise<{ status: number; type: string; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port: PORT,
        method,
        path,
        setHost: false,
        // a new connection per request (tests/setup/one-shot-connections.ts says why)
        agent: oneShotAgent,
        headers: {
          host: `127.0.0.1:${PORT}`,
          'x-simulate-ip': ip,
          ...(method === 'POST' ? { origin: `http://127.0.0.1:${PORT}`, 'content-type': 'application/json' } : {}),
        },
      },
      (res) => {
        const parts: Buffer[] = [];
        res.on('data', (d: Buffer) => parts.push(d));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type'] ?? ''), body: Buffer.concat(parts).toString('utf8') }),
        );
      },
    );
    req.on('error', reject);
    req.end(method === 'POST' ? '{}' : undefined);
  });
}

/** What happened to one case: the problems found (empty when the property holds) and whether the upstream saw it. */
async function check(
  c: { path: string; method: string; junk: number | null },
  n: number,
): Promise<{ problems: string[]; outcome: 'forwarded' | 'refused' | 'other' }> {
  const ip = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
  const raw = c.junk === null ? c.path : `${c.path}?junk=${c.junk}`;
  const answer = await send(raw, c.method, ip);
  const problems: string[] = [];
  if (/TKN-/.test(answer.body)) problems.push('a token reached the browser');
  if (/<script|onerror=/i.test(answer.body) && answer.type.includes('json')) problems.push('operator script reached the browser');
  const calls = seen.get(ip) ?? [];
  seen.delete(ip);
  // a path hono does not route to the proxy renders a page (which reads layout data upstream)
  if (!answer.type.includes('application/json')) return { problems, outcome: 'other' };
  for (const call of calls) {
    const url = new URL(call.url);
    if (url.origin !== upstreamOrigin) problems.push(`upstream origin ${url.origin}`);
    if (!/^\/(wps|lgw)\//.test(call.routed)) problems.push(`upstream routed ${call.routed}`);
    // the worker forwards the very path its rules were chosen by (gateway-proxy.ts): it must be
    // canonical, so the upstream routes that same string and not a decoding of it
    if (call.routed !== url.pathname || canonicalProxyPath(url.pathname) !== url.pathname)
      problems.push(`worker sent ${url.pathname}, upstream routed ${call.routed}`);
    const policy = cachePolicy(call.routed);
    if (proxyRules(call.routed, call.method).cached && [...url.searchParams.keys()].some((k) => !policy!.params.includes(k)))
      problems.push('a cached call forwarded a parameter outside its cache key');
  }
  // what the worker could not make canonical it refuses, and then nothing went upstream
  const refused = answer.status === 404 && calls.length === 0;
  if (refused && canonicalProxyPath(new URL(raw, 'http://portal.invalid').pathname) !== null && !/NOT_FOUND/.test(answer.body))
    problems.push('refused without the catalogue error');
  return { problems, outcome: calls.length ? 'forwarded' : refused ? 'refused' : 'other' };
}

describe('proxy path property (fast-check)', () => {
  it(`holds for ${RUNS} generated paths`, async () => {
    const cases = fc.sample(caseArb, { numRuns: RUNS, seed: 20261125 });
    const failures: string[] = [];
    const outcomes = { forwarded: 0, refused: 0, other: 0 };
    let next = 0;
    const worker = async () => {
      while (next < cases.length) {
        const i = next++;
        const { problems, outcome } = await check(cases[i]!, i + 1).catch((error: unknown) => ({
          problems: [`no answer: ${String(error)}`],
          outcome: 'other' as const,
        }));
        outcomes[outcome] += 1;
        if (problems.length) failures.push(`${cases[i]!.method} ${cases[i]!.path}: ${problems.join('; ')}`);
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    console.log(`[property] ${RUNS} paths: ${outcomes.forwarded} forwarded, ${outcomes.refused} refused, ${outcomes.other} other (pages, 405, edge cache)`);
    expect(failures.slice(0, 20)).toEqual([]);
    // the grammar must exercise both sides: paths forwarded and paths refused
    expect(outcomes.forwarded).toBeGreaterThan(RUNS / 5);
    expect(outcomes.refused).toBeGreaterThan(RUNS / 5);
  }, 600_000);
});
