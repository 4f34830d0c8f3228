/**
 * The bench's (j): Interaction to Next Paint of the five things players do first, on a phone
 * (390x844) in Chromium with its CPU slowed to Lighthouse's documented mid-tier phone (CDP
 * Emulation.setCPUThrottlingRate at benchmarkIndex / 450, measured before each run:
 * ./calibrate.mjs): open the login dialog, open the member centre (the tab bar's deposit tab),
 * switch to another centre page, open the lobby's filter sheet, the first keystroke in the
 * register form. Each is measured INP_RUNS times (default 5) on a freshly
 * loaded page once it has hydrated and gone idle, with the Event Timing API: the interaction's
 * latency is the longest duration of the events of its interactionId (what INP takes), from
 * entries of 16 ms or more (the API's smallest durationThreshold; below it the interaction
 * counts as under 16 ms). Prints the median and the highest of each, and the parts of the
 * slowest (input delay, processing, presentation). Loopback only; it never fails on a figure.
 */
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { chromium } from 'playwright-core';
import { calibratedMultiplier, calibrator, median as middle } from './calibrate.mjs';

const RUNS = Math.max(1, Number(process.env.INP_RUNS ?? 5) || 1);
const PHONE = { width: 390, height: 844 };
const ty = JSON.parse(readFileSync(new URL('../../locales/ty.json', import.meta.url), 'utf8'));
const t = (key) => ty[key] ?? key;
const tabBar = (page) => page.getByRole('navigation', { name: t('mobile.tabBar') });

/** Collects every Event Timing entry of an interaction from the page's start. */
function observeEvents() {
  const g = globalThis;
  g.__events = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (!e.interactionId) continue;
      g.__events.push({ id: e.interactionId, name: e.name, duration: e.duration, startTime: e.startTime, processingStart: e.processingStart, processingEnd: e.processingEnd });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
}

const registerField = (page) => page.getByRole('form', { name: t('auth.register') }).getByRole('textbox').first();

/** The five interactions: where each starts, what is done first, the tap, and what shows it answered. */
const INTERACTIONS = [
  {
    name: 'open the login dialog',
    path: '/',
    tap: (page) => page.getByRole('banner').getByRole('button', { name: t('auth.login') }).click(),
    answered: (page) => page.getByRole('dialog', { name: t('auth.login') }).waitFor(),
  },
  {
    name: 'open the member centre',
    path: '/',
    member: true,
    tap: (page) => tabBar(page).getByRole('button', { name: t('mobile.tab.deposit') }).click(),
    answered: (page) => page.getByRole('dialog', { name: t('centre.member.title') }).waitFor(),
  },
  {
    name: 'switch to another centre page',
    path: '/?centre=member/depositv2',
    member: true,
    tap: (page) =>
      page
        .getByRole('dialog', { name: t('centre.member.title') })
        .getByRole('navigation')
        .getByRole('button', { name: t('centre.member.withdraw') })
        .click(),
    answered: (page) => page.getByRole('dialog', { name: t('centre.member.title') }).getByRole('heading', { name: t('centre.member.withdraw'), exact: true }).waitFor(),
  },
  {
    name: "open the lobby's filter sheet",
    path: '/rng',
    ready: (page) => page.locator('form[role=search][data-hydrated]').waitFor(),
    tap: (page) => page.getByRole('search', { name: t('lobby.filters') }).getByRole('button', { name: t('mobile.filters') }).click(),
    answered: (page) => page.getByRole('dialog', { name: t('mobile.filtersTitle') }).waitFor(),
  },
  {
    name: 'first keystroke in the register form',
    path: '/register',
    // the field focused without an interaction, so the keystroke is the first one measured
    ready: (page) => registerField(page).focus(),
    tap: (page) => registerField(page).press('a'),
    answered: (page) => page.waitForFunction(() => document.activeElement instanceof HTMLInputElement && document.activeElement.value === 'a'),
  },
];

/** Two frames painted and an idle moment: what the page does on its own after a step has run. */
const untilIdle = (page) =>
  page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => requestIdleCallback(() => done(), { timeout: 5_000 })))));

/** One interaction on a fresh page: its latency in ms (null: under 16 ms) and the slowest entry's parts. */
async function measureOnce(browser, origin, interaction, cookie, slowdown) {
  const context = await browser.newContext({ baseURL: origin, viewport: PHONE, locale: 'en-US', serviceWorkers: 'block' });
  try {
    await context.route(/^(?!https?:\/\/(127\.0\.0\.1|localhost)(:\d+)?\/)/, (route) => route.abort());
    if (interaction.member) await context.addCookies([{ name: 'sid', value: cookie, url: origin }]);
    await context.addInitScript(observeEvents);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    await page.goto(interaction.path, { waitUntil: 'load', timeout: 120_000 });
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'), undefined, { timeout: 120_000 });
    if (interaction.ready) await interaction.ready(page);
    await untilIdle(page);
    const before = await page.evaluate(() => globalThis.__events.length);
    await interaction.tap(page);
    await interaction.answered(page);
    // the interaction's entries are queued once its next frame is presented: wait for them, or for
    // the frames after it when every event was under the threshold
    await untilIdle(page);
    const events = await page.evaluate((from) => globalThis.__events.slice(from), before);
    if (!events.length) return { latency: null };
    // the tap is one interaction (pointerdown, pointerup, click: one interactionId, usually handled
    // before one frame); should a stray one join it, the longest counts, as INP would
    const slowest = events.reduce((a, b) => (b.duration > a.duration ? b : a));
    const mine = events.filter((e) => e.id === slowest.id);
    const start = Math.min(...mine.map((e) => e.startTime));
    const processingStart = Math.min(...mine.map((e) => e.processingStart));
    const processingEnd = Math.max(...mine.map((e) => e.processingEnd));
    // the parts as web-vitals' attribution splits them: before the first handler, the handlers, until the frame
    return {
      latency: slowest.duration,
      parts: { delay: processingStart - start, processing: processingEnd - processingStart, presentation: start + slowest.duration - processingEnd },
    };
  } finally {
    await context.close();
  }
}

const show = (latency) => (latency === null ? '<16 ms' : `${Math.round(latency)} ms`).padStart(7);

/** (j) INP of the five interactions, RUNS times each. */
export async function inpRun(origin, memberCookie) {
  console.log(
    `\n(j) Interaction to Next Paint, Chromium at benchmarkIndex / 450 CPU slowdown (Lighthouse's mid-tier phone), 390x844, ${RUNS} fresh pages each; load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`,
  );
  console.log('  interaction                        median      max   (goal <= 200 ms)  slowest: input delay / processing / presentation');
  const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  const browser = await chromium.launch({ executablePath: chromePath, headless: true, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
  // the slowdown of each run from the benchmarkIndex measured just before it, printed beside the figures
  const calibrate = await calibrator(chromePath);
  try {
    for (const interaction of INTERACTIONS) {
      const runs = [];
      const indexes = [];
      for (let i = 0; i < RUNS; i++) {
        const index = await calibrate.measure();
        indexes.push(index);
        runs.push(await measureOnce(browser, origin, interaction, memberCookie, calibratedMultiplier(index)));
      }
      // an interaction under the threshold sorts as 0
      const sorted = runs.map((r) => r.latency ?? 0).sort((a, b) => a - b);
      const median = sorted[Math.floor((sorted.length - 1) / 2)];
      const worst = runs.reduce((a, b) => ((b.latency ?? 0) > (a.latency ?? 0) ? b : a));
      const p = worst.parts;
      console.log(
        `  ${interaction.name.padEnd(32)} ${show(median || null)}  ${show(worst.latency)}` +
          (p ? `                     ${Math.round(p.delay)} / ${Math.round(p.processing)} / ${Math.round(p.presentation)} ms` : '') +
          `   benchmarkIndex ${Math.round(middle(indexes))} (${Math.round(Math.min(...indexes))}-${Math.round(Math.max(...indexes))}), ${calibratedMultiplier(middle(indexes))}x   load ${os.loadavg()[0].toFixed(1)}`,
      );
    }
  } finally {
    await calibrate.close();
    await browser.close();
  }
}
