/**
 * Real players' Web Vitals (issue 42), loaded once the page is idle after hydration
 * (client/app/after-hydration.ts), so its code (the web-vitals library) is in no page's entry.
 * The library reports each metric when it is final: FCP and TTFB early, LCP at the first input,
 * CLS and INP when the page is hidden. They wait here and go in one sendBeacon when the page is
 * hidden (a phone's switch to another app, a tab change, leaving), which survives the page going,
 * to the worker's /vitals (worker/observability/vitals.ts), which adds the brand and country.
 * The route is the path the page was loaded at; nothing of the player goes.
 */
import { type Metric, onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals';
import { CONNECTION_TYPES, VITALS_PATH, type VitalsReport } from '@shared/api/vitals';

const connectionType = (): VitalsReport['connection'] => {
  const type = (navigator as Navigator & { connection?: { effectiveType?: string } }).connection?.effectiveType;
  return (CONNECTION_TYPES as readonly string[]).includes(type ?? '') ? (type as VitalsReport['connection']) : 'unknown';
};

export function reportVitals(): void {
  const route = location.pathname.slice(0, 300);
  const waiting = new Map<Metric['name'], VitalsReport['metrics'][number]>();
  const keep = (metric: Metric) => waiting.set(metric.name, { name: metric.name, value: Math.round(metric.value * 1000) / 1000, rating: metric.rating });
  for (const on of [onLCP, onINP, onCLS, onFCP, onTTFB]) on(keep);
  const send = () => {
    if (!waiting.size) return;
    const report: VitalsReport = {
      route,
      lang: document.documentElement.lang.slice(0, 2) || 'en',
      connection: connectionType(),
      metrics: [...waiting.values()],
    };
    waiting.clear();
    navigator.sendBeacon?.(VITALS_PATH, JSON.stringify(report));
  };
  // after the library's own listeners (capturing ones, added above), which hand over CLS and INP on hide
  addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && queueMicrotask(send));
  addEventListener('pagehide', () => queueMicrotask(send));
}
