/**
 * The bench's (g) and (h), Lighthouse on a phone profile (its default mobile preset:
 * simulated slow 4G and 4x CPU slowdown) on /, /rng and /register, side by side with the same
 * pages of a client-rendered build of the same app (a second portal with RENDER_MODE=csr: the
 * worker sends an empty shell and the browser renders everything), so the LCP of streamed SSR
 * against client rendering is a ratio; and the HTML and state-script bytes of each page.
 * Debian's chromium, loopback only; it prints figures and never fails on them.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { gzipSync } from 'node:zlib';

export const LIGHTHOUSE_PAGES = ['/', '/rng', '/register'];
/**
 * The floor: what Lighthouse gives on this machine for a page of the same worker with the same
 * document head and stylesheet but no script (the brand's offline page, in the demo brand's
 * default language). The pages' distance from it is the app's own work, not the machine's.
 */
const FLOOR_PAGE = '/offline/ty';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const fmt = (n) => (Math.round(n * 100) / 100).toFixed(2);
const ms = (n) => `${Math.round(n)} ms`.padStart(8);

/** One Lighthouse run of a page: its four scores and the web vitals the issue names. */
async function audit(port, url) {
  const { lhr } = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const value = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const failed = Object.values(lhr.audits)
    .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
    .map((a) => a.id);
  return {
    scores: CATEGORIES.map(score),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    fcp: value('first-contentful-paint'),
    failed,
    error: lhr.runtimeError?.code,
  };
}

/**
 * The median of LIGHTHOUSE_RUNS audits of a page (default 3) by performance score, as
 * Lighthouse's own advice for variable machines is: one run of one build moved by 30 % here.
 * `spread` is the lowest and highest performance score of the runs.
 */
async function medianAudit(port, url) {
  const count = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3) || 1);
  const runs = [];
  for (let i = 0; i < count; i++) runs.push(await audit(port, url));
  runs.sort((a, b) => a.scores[0] - b.scores[0]);
  const median = runs[Math.floor((runs.length - 1) / 2)];
  return { ...median, spread: `${runs[0].scores[0]}-${runs.at(-1).scores[0]} of ${count}` };
}

/** (g) Lighthouse mobile on each page, streamed SSR against the client-rendered build. */
export async function lighthouseRun(ssrOrigin, csrOrigin) {
  console.log('\n(g) Lighthouse mobile (slow 4G, 4x CPU), streamed SSR against the client-rendered build (RENDER_MODE=csr); the median run');
  console.log('  page       build  perf a11y best  seo      LCP      TBT     CLS      FCP');
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const ratios = [];
  try {
    for (const path of LIGHTHOUSE_PAGES) {
      const runs = {};
      for (const [build, origin] of [
        ['ssr', ssrOrigin],
        ['csr', csrOrigin],
      ]) {
        const r = await medianAudit(chrome.port, `${origin}${path}`);
        runs[build] = r;
        console.log(
          `  ${path.padEnd(10)} ${build.padEnd(5)} ${r.scores.map((s) => String(s).padStart(4)).join(' ')} ${ms(r.lcp)} ${ms(r.tbt)} ${fmt(r.cls).padStart(7)} ${ms(r.fcp)}` +
            `  perf ${r.spread}` +
            (r.error ? `  error ${r.error}` : ''),
        );
        if (build === 'ssr' && r.failed.length) console.log(`             failing audits: ${r.failed.join(', ')}`);
      }
      ratios.push(runs.ssr.lcp / runs.csr.lcp);
      console.log(`  ${path.padEnd(10)} LCP ssr/csr ${fmt(runs.ssr.lcp / runs.csr.lcp)} (goal <= 0.6)`);
    }
    const floor = await medianAudit(chrome.port, `${ssrOrigin}${FLOOR_PAGE}`);
    console.log(
      `  ${FLOOR_PAGE} floor ${floor.scores[0]} (no script: the same head and stylesheet) ${ms(floor.lcp)} ${ms(floor.tbt)} ${fmt(floor.cls).padStart(7)} ${ms(floor.fcp)}  perf ${floor.spread}`,
    );
  } finally {
    await chrome.kill();
  }
  return ratios;
}

/** (h) the bytes of each page's HTML and of its state script (raw and gzip). */
export async function pageBytes(origin) {
  console.log('\n(h) HTML and state-script bytes of each page (a visitor, raw / gzip)');
  for (const path of LIGHTHOUSE_PAGES) {
    const html = await (await fetch(`${origin}${path}`)).text();
    const state = /<script type="application\/json" id="[^"]+">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    const kb = (s) => `${fmt(Buffer.byteLength(s) / 1024)} / ${fmt(gzipSync(s).length / 1024)} KB`;
    console.log(`  ${path.padEnd(10)} HTML ${kb(html).padStart(20)}   state script ${kb(state).padStart(20)}`);
  }
}
