/**
 * Helpers for the worker integration tests: raw HTTP against the portal started by
 * tests/setup/servers.ts. node:http, not fetch, because the tests must choose the Host
 * header (the brand) and send paths exactly as written (fetch normalises dot segments).
 */
import { request as httpRequest } from 'node:http';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { oneShotAgent } from '../setup/one-shot-connections';
import { ADMIN_TOKEN } from '../setup/operator';
import { serverSet } from '../setup/urls';

// this file's server set: an e2e file that borrows these helpers (the live channel's webhook)
// must reach its own portal, not the first set's
export const { portal: PORTAL_URL, gateway: GATEWAY_URL } = serverSet();
export { ADMIN_TOKEN };
const portal = new URL(PORTAL_URL);

/** Host headers of the two configured brands (wrangler.toml) and of no brand. */
export const HOSTS = {
  demo: `127.0.0.1:${portal.port}`,
  lucky: `localhost:${portal.port}`,
  unknown: 'evil.example',
} as const;
export const ORIGIN = { demo: `http://${HOSTS.demo}`, lucky: `http://${HOSTS.lucky}` } as const;

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  /** a response header as one string (multi-valued ones joined with ', ') */
  header(name: string): string | undefined;
}

export interface RawRequest {
  method?: string;
  host?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** send the body in chunks with Transfer-Encoding: chunked, no Content-Length */
  chunked?: boolean;
  /**
   * The answer is expected before the body is read to its end (a 413 on the declared or the
   * counted size): the body is offered, never pushed after the answer. workerd closes such a
   * connection with the rest of the body unread (a reset), and node's client fails a request on
   * a write that meets the reset even when the answer had arrived, which made these tests fail
   * one time in five. A declared size goes with `Expect: 100-continue` and the body only on the
   * server's 100 (workerd answers without one); a chunked body is written but not ended, the
   * answer awaited. Either way the worker decides on exactly what it would see from a player.
   */
  refusedEarly?: boolean;
}

/** One request with the path sent byte for byte as given. */
export function raw(pathAndQuery: string, o: RawRequest = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: portal.hostname,
        port: portal.port,
        method: o.method ?? 'GET',
        path: pathAndQuery,
        headers: {
          host: o.host ?? HOSTS.demo,
          ...(o.refusedEarly && !o.chunked && o.body !== undefined ? { expect: '100-continue', 'content-length': String(Buffer.byteLength(o.body)) } : {}),
          ...o.headers,
        },
        setHost: false,
        // a new connection per request (tests/setup/one-shot-connections.ts says why)
        agent: oneShotAgent,
      },
      (res) => {
        const parts: Buffer[] = [];
        res.on('data', (d: Buffer) => parts.push(d));
        res.on('end', () => {
          // a body offered but not sent (refusedEarly): the request ends here, with its answer
          if (o.refusedEarly) req.destroy();
          const headers = res.headers;
          resolve({
            status: res.statusCode ?? 0,
            headers,
            body: Buffer.concat(parts).toString('utf8'),
            header: (name) => {
              const v = headers[name.toLowerCase()];
              return Array.isArray(v) ? v.join(', ') : v;
            },
          });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.setTimeout(30_000, () => req.destroy(new Error(`timeout ${pathAndQuery}`)));
    if (o.body !== undefined && o.chunked) {
      const buf = Buffer.isBuffer(o.body) ? o.body : Buffer.from(o.body);
      for (let i = 0; i < buf.length; i += 64 * 1024) req.write(buf.subarray(i, i + 64 * 1024));
      if (!o.refusedEarly) req.end();
    } else if (o.body !== undefined && o.refusedEarly) {
      const body = o.body;
      req.on('continue', () => req.end(body));
      req.flushHeaders();
    } else {
      req.end(o.body);
    }
  });
}

/** Calls the gateway directly, as the edge worker would (merchant header). */
export async function gateway<T>(pathAndQuery: string, merchant = 'DEMO'): Promise<T> {
  const res = await fetch(GATEWAY_URL + pathAndQuery, { headers: { 'X-Merchant-Code': merchant, Language: 'en' } });
  const envelope = (await res.json()) as { success: boolean; value: T };
  if (!envelope.success) throw new Error(`gateway ${pathAndQuery}: ${JSON.stringify(envelope)}`);
  return envelope.value;
}

/** An operator switch on the gateway (maintenance, region, latency). */
export async function admin(pathname: string, body: unknown): Promise<void> {
  const res = await fetch(`${GATEWAY_URL}/__admin${pathname}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Admin-Token': ADMIN_TOKEN },
    body: JSON.stringify(body),
  });
  if (res.status !== 200) throw new Error(`admin ${pathname} answered ${res.status}`);
}

/**
 * Repeats `probe` until `done` holds or `timeoutMs` passes (the worker caches system
 * status for 10 s and serves stale answers while it refreshes). Returns the last answer.
 */
export async function pollUntil<T>(probe: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 30_000, everyMs = 1_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (done(value) || Date.now() > until) return value;
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

// ---- translations, read at run time (they are being written while these tests exist) ----

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export type Lang = 'ty' | 'en' | 'vi' | 'cn' | 'id' | 'th';
const cache = new Map<Lang, Record<string, string>>();
export function locale(lang: Lang): Record<string, string> {
  if (!cache.has(lang)) cache.set(lang, JSON.parse(readFileSync(path.join(root, 'locales', `${lang}.json`), 'utf8')));
  return cache.get(lang)!;
}

/** The translation of `key`, interpolated, as plain text. */
export function t(lang: Lang, key: string, vars: Record<string, string | number> = {}): string {
  // a counted string: its form for counts other than one (the only form vi, th, id and zh have)
  const text = locale(lang)[key] ?? locale(lang)[`${key}_other`];
  if (text === undefined) throw new Error(`locales/${lang}.json has no ${key}`);
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, k: string) => String(vars[k] ?? ''));
}

/** Text as React escapes it into HTML. */
export const html = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

const reEscape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A RegExp for a translation in HTML where some variables may be anything (e.g. the year). */
export function translationPattern(lang: Lang, key: string, vars: Record<string, string | RegExp>): RegExp {
  const template = locale(lang)[key];
  if (template === undefined) throw new Error(`locales/${lang}.json has no ${key}`);
  const pieces = template.split(/(\{\{\s*\w+\s*\}\})/);
  const source = pieces
    .map((p) => {
      const m = /^\{\{\s*(\w+)\s*\}\}$/.exec(p);
      if (!m) return reEscape(html(p));
      const v = vars[m[1]!];
      if (v instanceof RegExp) return v.source;
      // React may put comment markers between adjacent text parts
      return reEscape(html(v ?? ''));
    })
    .join('(?:<!-- -->)?');
  return new RegExp(source);
}

/** Plain text of an HTML fragment (tags removed, the common entities decoded). */
export function textOf(fragment: string): string {
  return fragment
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

/** The first element `<tag ...>...</tag>` (no nesting of the same tag assumed). */
export function element(source: string, tag: string, attrPattern = ''): string | undefined {
  const re = new RegExp(`<${tag}\\b[^>]*${attrPattern}[^>]*>[\\s\\S]*?</${tag}>`);
  return re.exec(source)?.[0];
}

/**
 * Waits, when needed, until the current fixed rate-limit window (workerd counts per
 * `period` seconds, aligned to the clock) has at least `marginMs` left, so a test that
 * counts up to a limit is not split by a window edge (the counts would start again).
 */
export async function awayFromWindowEdge(periodMs = 60_000, marginMs = 8_000): Promise<void> {
  const left = periodMs - (Date.now() % periodMs);
  if (left < marginMs) await new Promise((r) => setTimeout(r, left + 100));
}
