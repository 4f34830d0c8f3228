/**
 * Chromium through playwright-core for the e2e tests: one browser per test file
 * (launchBrowser in beforeAll, close in afterAll), one context per visitor. Every page
 * records console errors, uncaught errors and CSP violations, so tests can assert that
 * hydration was clean and nothing was blocked.
 */
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { serverSet } from '../setup/urls';
import { OPERATOR_HEADERS } from '../setup/operator';

// this file's server set: e2e files run side by side, each worker on its own portal and gateway
export const { portal: PORTAL_URL, gateway: GATEWAY_URL } = serverSet();
export const CHROMIUM = '/usr/bin/chromium';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const SCREENS_DIR = path.join(root, '.tmp', 'screens');

/** Host resolver rules: no name but the loopback ones (the brands' hosts 127.0.0.1, localhost, guard.localhost) resolves. */
const LOOPBACK_ONLY = 'MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost, EXCLUDE *.localhost';

export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing (scripts/test.mjs installs it with apt-get)`);
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    // Playwright turns the back/forward cache off by default; players have it
    ignoreDefaultArgs: ['--disable-back-forward-cache'],
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
      '--disable-dev-shm-usage',
      // Only loopback: nothing on this machine may reach the network. Every other host name fails
      // to resolve at once, in the browser itself. (A context route that aborted them made
      // Playwright stop every request of every page and ask this process how to go on: 15 page
      // loads took 19.5 CPU seconds with it, 16.0 without.)
      `--host-resolver-rules=${LOOPBACK_ONLY}`,
    ],
  });
}

export interface Visit {
  context: BrowserContext;
  page: Page;
  /** console errors and warnings, uncaught errors, CSP violations, in order */
  problems: string[];
  consoleErrors: string[];
  pageErrors: string[];
  cspViolations: string[];
}

/**
 * A new visitor (no cookies, no storage) with problem recording. The brand's service worker
 * is blocked unless asked for (tests/e2e/offline.test.ts): requests it made would pass
 * around the tests' page.route interceptions.
 */
export async function newVisitor(browser: Browser, viewport = { width: 1280, height: 800 }, serviceWorkers: 'allow' | 'block' = 'block'): Promise<Visit> {
  // nothing but loopback answers (launchBrowser's host resolver rules)
  const context = await browser.newContext({ baseURL: PORTAL_URL, viewport, locale: 'en-US', serviceWorkers });
  await context.addInitScript(() => {
    const g = globalThis as unknown as {
      __csp: string[];
      addEventListener: (n: string, f: (e: { violatedDirective: string; blockedURI: string }) => void) => void;
    };
    g.__csp = [];
    g.addEventListener('securitypolicyviolation', (e) => g.__csp.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  const page = await context.newPage();
  const visit: Visit = { context, page, problems: [], consoleErrors: [], pageErrors: [], cspViolations: [] };
  page.on('console', (msg) => {
    // the resource's address tells which call failed when a run goes wrong
    const where = msg.location().url;
    const text = /^Failed to load resource/.test(msg.text()) && where ? `${msg.text()} (${where})` : msg.text();
    if (msg.type() === 'error' || msg.type() === 'warning') visit.problems.push(`console.${msg.type()}: ${text}`);
    if (msg.type() === 'error') visit.consoleErrors.push(text);
    if (/Content Security Policy/i.test(text)) visit.cspViolations.push(text);
  });
  page.on('pageerror', (error) => {
    visit.pageErrors.push(String(error));
    visit.problems.push(`pageerror: ${error}`);
  });
  return visit;
}

/**
 * The calling test file's browser, launched before its tests and closed after them: the file
 * uses it as a Browser (it stands for the one launched; use it in tests and hooks, not at load).
 */
export function browserOfFile(): Browser {
  let launched: Browser | undefined;
  beforeAll(async () => {
    launched = await launchBrowser();
  });
  afterAll(async () => {
    await launched?.close();
  });
  return new Proxy({} as Browser, {
    get(_, key) {
      if (!launched) throw new Error('the browser of the file is launched in beforeAll: use it in tests and hooks');
      const value = Reflect.get(launched, key, launched) as unknown;
      return typeof value === 'function' ? value.bind(launched) : value;
    },
  });
}

/**
 * One browser for the calling test file (launched before its tests, closed after them) and a
 * visitor factory whose visitors are all closed with it, for tests that keep a visitor open
 * to the end of the test.
 */
export function browserForFile(): {
  visitor: (viewport?: { width: number; height: number }, serviceWorkers?: 'allow' | 'block') => Promise<Visit>;
} {
  let browser: Browser | undefined;
  const visits: Visit[] = [];
  let firstOfTest = 0;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  beforeEach(() => {
    firstOfTest = visits.length;
  });
  // a failed attempt says what its pages showed (a retry's pass would otherwise leave nothing to go on)
  afterEach(async ({ task }) => {
    if (task.result?.state !== 'fail') return;
    for (const [i, v] of visits.slice(firstOfTest).entries()) console.log(await whatPagesShow(v, `${task.name}-${i}`));
  });
  afterAll(async () => {
    for (const v of visits) await v.context.close();
    await browser?.close();
  });
  return {
    visitor: async (viewport, serviceWorkers) => {
      const v = await newVisitor(browser!, viewport, serviceWorkers);
      visits.push(v);
      return v;
    },
  };
}

/** What the page's dialogs (or alerts) say, each quoted on one line, for a failure's message: "none" when there is none. */
export async function shownTexts(page: Page, role: 'dialog' | 'alert'): Promise<string> {
  const texts = await page
    .getByRole(role)
    .allInnerTexts()
    .catch(() => []);
  return texts.map((text) => JSON.stringify(text.replace(/\s+/g, ' ').slice(0, 400))).join(' | ') || 'none';
}

/** For a failed test: each open page's address, its dialogs' and alerts' text, and a screenshot (in SCREENS_DIR, named for the test). */
async function whatPagesShow(visit: Visit, name: string): Promise<string> {
  const lines: string[] = [];
  for (const [i, page] of visit.context.pages().entries()) {
    const file = await screenshot(page, `failed-${name.replace(/[^\w-]+/g, '_').slice(0, 80)}-${i}.png`).catch(() => 'none');
    lines.push(`[failed test] page ${page.url()}: dialogs ${await shownTexts(page, 'dialog')}; alerts ${await shownTexts(page, 'alert')}; screenshot ${file}`);
  }
  return lines.join('\n');
}

/**
 * The requests of `page` to `url` wait until `release()`: a chunk held back, to reach the moment
 * before it comes (a tap before a section's code, a string before the language). `asked()`: one came.
 */
export async function holdRequests(page: Page, url: string | RegExp): Promise<{ release: () => void; asked: () => boolean }> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let asked = false;
  await page.route(url, async (route) => {
    asked = true;
    await held;
    await route.continue();
  });
  return { release, asked: () => asked };
}

/** CSP violations seen by the page itself (securitypolicyviolation events) plus console reports. */
export async function cspViolations(visit: Visit): Promise<string[]> {
  const fromPage = await visit.page.evaluate(() => (globalThis as unknown as { __csp?: string[] }).__csp ?? []).catch(() => []);
  return [...visit.cspViolations, ...fromPage];
}

const HYDRATION = /hydrat|did not match|does not match|server rendered|Minified React error #(418|419|421|422|423|425)\b/i;

/** Messages that point at a hydration problem. */
export const hydrationProblems = (visit: Visit) => visit.problems.filter((p) => HYDRATION.test(p));

/** Console errors other than the browser's own note on an expected 4xx answer (a refused call the page handles). */
export const unexpectedConsoleErrors = (visit: Visit) =>
  visit.consoleErrors.filter((e) => !/Failed to load resource: the server responded with a status of 4\d\d/.test(e));

/** The page hydrated without a mismatch, threw nothing, broke no CSP rule and logged no unexpected console error. */
export async function expectCleanVisit(visit: Visit): Promise<void> {
  expect(hydrationProblems(visit), visit.problems.join('\n')).toEqual([]);
  // the messages name what went wrong: a retry's summary prints only the first line (vitest folds an array to its length)
  expect(visit.pageErrors, `page errors: ${visit.pageErrors.join(' | ')}`).toEqual([]);
  const csp = await cspViolations(visit);
  expect(csp, `CSP violations: ${csp.join(' | ')}`).toEqual([]);
  const errors = unexpectedConsoleErrors(visit);
  expect(errors, `console errors: ${errors.join(' | ')}`).toEqual([]);
}

/** Waits until React has hydrated the page: its first render is committed. */
export async function waitForHydration(page: Page, timeout = 20_000): Promise<void> {
  // client/entry.client.tsx marks the document once its first render is committed (the
  // hydration runs in a transition, in slices, so the root's container alone is not enough)
  // (no document element for a moment while a reload replaces the page: not hydrated yet)
  await page.waitForFunction(
    () =>
      (globalThis as unknown as { document: { documentElement: { hasAttribute: (name: string) => boolean } | null } }).document.documentElement?.hasAttribute(
        'data-hydrated',
      ) === true,
    undefined,
    { timeout },
  );
}

/**
 * Waits until the page has painted twice and its main thread is idle: what the page does on its
 * own after a step (effects, observers, work scheduled for idle time, late console messages) has
 * run by then. For checks that something does not happen, in place of a fixed wait.
 */
export async function untilIdle(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => requestIdleCallback(() => done(), { timeout: 5_000 })))),
  );
}

/**
 * Waits until home's popup notices have had their chance to show to a visitor: their chunk,
 * which home loads for a visitor whenever there are popups, has come, and the page is idle after
 * it. For checks that a notice does not show, in place of a fixed wait.
 */
export async function untilPopupsSettled(page: Page): Promise<void> {
  await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => /\/assets\/popup-notice-[\w-]+\.js$/.test(e.name)), undefined, {
    polling: 50,
    timeout: 20_000,
  });
  await untilIdle(page);
}

export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENS_DIR, { recursive: true });
  const file = path.join(SCREENS_DIR, name);
  await page.screenshot({ path: file, fullPage: false });
  return file;
}

// ---- translations, read at run time ----
export type Lang = 'ty' | 'en' | 'vi' | 'cn' | 'id' | 'th';
export function t(lang: Lang, key: string): string {
  const json = JSON.parse(readFileSync(path.join(root, 'locales', `${lang}.json`), 'utf8')) as Record<string, string>;
  // a counted string: its form for counts other than one (the only form vi, th, id and zh have)
  const text = json[key] ?? json[`${key}_other`];
  if (text === undefined) throw new Error(`locales/${lang}.json has no ${key}`);
  return text;
}

/** An operator switch on the gateway. */
export async function admin(pathname: string, body: unknown): Promise<void> {
  const res = await fetch(`${GATEWAY_URL}/__admin${pathname}`, {
    method: 'POST',
    headers: OPERATOR_HEADERS,
    body: JSON.stringify(body),
  });
  if (res.status !== 200) throw new Error(`admin ${pathname} answered ${res.status}`);
}

export const exact = (text: string) => new RegExp(`^\\s*${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`);
