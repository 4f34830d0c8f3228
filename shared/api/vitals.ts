/**
 * Real players' Web Vitals (issue 42): what the page measures with the web-vitals library
 * (client/lib/vitals-reporter.ts) and sends with sendBeacon to the worker's POST /vitals
 * (worker/observability/vitals.ts), which adds the brand and the country and writes each metric
 * to the Analytics Engine dataset. `npm run vitals` prints their p75 per brand, route and country.
 */
export const VITALS_PATH = '/vitals';
/** The body's limit: five metrics and the page's route, language and connection fit in a quarter of it. */
export const VITALS_MAX_BYTES = 2048;
export const VITAL_NAMES = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export const VITAL_RATINGS = ['good', 'needs-improvement', 'poor'] as const;
/** navigator.connection.effectiveType, or 'unknown' where the browser has none (Safari, Firefox). */
export const CONNECTION_TYPES = ['slow-2g', '2g', '3g', '4g', 'unknown'] as const;

export type VitalName = (typeof VITAL_NAMES)[number];

export interface VitalsReport {
  /** the path the page was loaded at (every metric but INP and CLS is of that first load) */
  route: string;
  lang: string;
  connection: (typeof CONNECTION_TYPES)[number];
  metrics: { name: VitalName; value: number; rating: (typeof VITAL_RATINGS)[number] }[];
}
