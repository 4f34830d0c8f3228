/**
 * Lighthouse's CPU calibration. Lighthouse slows the page's CPU work by a fixed factor (4x by
 * default) relative to the machine it runs on, so a faster machine would simulate a faster phone.
 * Lighthouse's throttling documentation (its repository's docs/throttling.md, "Calibrating the CPU slowdown")
 * places its mid-tier mobile (a Moto G4 class phone) at a benchmarkIndex of about 450 and reaches
 * it from a host of 1,800 with the default 4x: the multiplier is the host's benchmarkIndex / 450,
 * measured just before each run, so every figure describes that same phone. (Until December 2026
 * this bench scaled 4x from a host of 3,500, a phone of about 875, twice as fast:
 * `legacyMultiplier` gives that figure for reading the older history.)
 */
import { chromium } from 'playwright-core';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';

/** The benchmarkIndex of the phone every figure describes: Lighthouse's documented mid-tier mobile. */
export const PHONE_INDEX = Number(process.env.LIGHTHOUSE_PHONE_INDEX ?? 450) || 450;
/** The calibration used before (4x at a host of 3,500). */
const LEGACY_REFERENCE_INDEX = 3500;
const LEGACY_REFERENCE_MULTIPLIER = 4;
/**
 * Past these the proportion means nothing: under 1x would make the phone faster than the host,
 * and a host so fast it needs more than 20x is not one this bench has met.
 */
const MIN_MULTIPLIER = 1;
const MAX_MULTIPLIER = 20;
/** Lighthouse's own warning threshold for an underpowered host (core/gather/driver/environment.js). */
export const SLOW_HOST_INDEX = 1000;

const bounded = (m) => Math.round(Math.min(MAX_MULTIPLIER, Math.max(MIN_MULTIPLIER, m)) * 100) / 100;

/** The multiplier that makes this host (of this benchmarkIndex) the documented phone: index / 450. */
export function calibratedMultiplier(benchmarkIndex) {
  if (process.env.LIGHTHOUSE_CPU_MULTIPLIER) return Number(process.env.LIGHTHOUSE_CPU_MULTIPLIER);
  return bounded(benchmarkIndex / PHONE_INDEX);
}

/** The multiplier the bench used before December 2026 (a phone of about index 875), for reading older figures. */
export const legacyMultiplier = (benchmarkIndex) => bounded((LEGACY_REFERENCE_MULTIPLIER * benchmarkIndex) / LEGACY_REFERENCE_INDEX);

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
