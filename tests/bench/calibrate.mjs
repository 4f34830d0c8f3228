/**
 * Lighthouse's CPU calibration. Lighthouse slows the page's CPU work by a fixed factor (4x by
 * default) relative to the machine it runs on, so a slower or busier machine simulates a slower
 * phone. Lighthouse's throttling documentation (docs/throttling.md, "Calibrating the CPU
 * slowdown") has the multiplier follow the host's benchmarkIndex; here it is scaled in
 * proportion from the reference this bench's figures were first taken on (benchmarkIndex 3,500
 * at the default 4x), so the simulated phone stays the same from one machine, or one moment of
 * a shared machine, to the next.
 */
import { chromium } from 'playwright-core';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';

export const REFERENCE_INDEX = Number(process.env.LIGHTHOUSE_REFERENCE_INDEX ?? 3500) || 3500;
export const REFERENCE_MULTIPLIER = 4;
/**
 * Past these the proportion means nothing: under 1x would make the phone faster than the host,
 * and a host so fast it needs more than 12x is not one this bench has met.
 */
const MIN_MULTIPLIER = 1;
const MAX_MULTIPLIER = 12;
/** Lighthouse's own warning threshold for an underpowered host (core/gather/driver/environment.js). */
export const SLOW_HOST_INDEX = 1000;

/** The multiplier that keeps the simulated phone the reference one on a host of this index. */
export function calibratedMultiplier(benchmarkIndex) {
  if (process.env.LIGHTHOUSE_CPU_MULTIPLIER) return Number(process.env.LIGHTHOUSE_CPU_MULTIPLIER);
  const scaled = (REFERENCE_MULTIPLIER * benchmarkIndex) / REFERENCE_INDEX;
  return Math.round(Math.min(MAX_MULTIPLIER, Math.max(MIN_MULTIPLIER, scaled)) * 100) / 100;
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
};

/**
 * This host's benchmarkIndex now: Lighthouse's own benchmark function (the one each report's
 * "CPU/Memory Power" comes from, about 1 s), run in a headless Chromium of its own, kept open for
 * the bench. On a shared machine the index moves from one second to the next, so the bench
 * measures it again just before each Lighthouse run.
 */
export async function calibrator(chromePath) {
  const browser = await chromium.launch({ executablePath: chromePath, headless: true, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
  const page = await browser.newPage();
  const source = `(${pageFunctions.computeBenchmarkIndex.toString()})()`;
  return {
    /** the median of `times` measurements */
    async measure(times = 1) {
      const values = [];
      for (let i = 0; i < times; i++) values.push(await page.evaluate(source));
      return median(values);
    },
    close: () => browser.close(),
  };
}
