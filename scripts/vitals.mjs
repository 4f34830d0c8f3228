#!/usr/bin/env node
/**
 * `npm run vitals`: real players' Web Vitals (worker/observability/vitals.ts) as p75 per brand,
 * route and country, one line per metric, with the number of page views behind each.
 *
 *   npm run vitals                          the local portal's copy (http://127.0.0.1:8787/__dev/vitals)
 *   npm run vitals -- --url http://127.0.0.1:8797   another local portal (the tests' is on 8797)
 *   npm run vitals -- --remote [--dataset portal_vitals] [--days 1]
 *       the Analytics Engine dataset itself, through its SQL API: needs CLOUDFLARE_ACCOUNT_ID and
 *       a CLOUDFLARE_API_TOKEN allowed "Account Analytics: Read"; the dataset samples, so each
 *       row is weighted by its _sample_interval.
 *
 * p75 is the 75th percentile the way the Web Vitals thresholds are read (a page passes when three
 * of four views are good): the smallest value at or above which a quarter of the views lie.
 */
import { pathToFileURL } from 'node:url';

const METRICS = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'];

/** The weighted 75th percentile of `values` ([value, weight] pairs). */
export function p75(values) {
  const sorted = [...values].sort((a, b) => a[0] - b[0]);
  const total = sorted.reduce((sum, [, w]) => sum + w, 0);
  let seen = 0;
  for (const [value, weight] of sorted) {
    seen += weight;
    if (seen >= 0.75 * total) return value;
  }
  return Number.NaN;
}

/**
 * Rows as the worker stores them ([brand, route, country, lang, connection, metric, rating, value],
 * optionally a weight after) grouped by brand, route, country and metric: their p75 and count.
 */
export function summarise(rows) {
  const groups = new Map();
  for (const row of rows) {
    const [brand, route, country, , , metric, , value, weight = 1] = row;
    const key = [brand, route, country, metric].join('\u0000');
    if (!groups.has(key)) groups.set(key, { brand, route, country, metric, values: [] });
    groups.get(key).values.push([value, weight]);
  }
  return [...groups.values()]
    .map(({ values, ...g }) => ({ ...g, p75: p75(values), views: values.reduce((sum, [, w]) => sum + w, 0) }))
    .sort(
      (a, b) =>
        a.brand.localeCompare(b.brand) ||
        a.route.localeCompare(b.route) ||
        a.country.localeCompare(b.country) ||
        METRICS.indexOf(a.metric) - METRICS.indexOf(b.metric),
    );
}

/** The summary as a table: CLS with three decimals, the others in whole milliseconds. */
export function format(summary) {
  if (!summary.length) return 'no Web Vitals yet: open a page of the portal, then switch away from it (the page sends them when hidden)';
  const lines = [['brand', 'route', 'country', 'metric', 'p75', 'views']];
  for (const s of summary)
    lines.push([s.brand, s.route, s.country, s.metric, s.metric === 'CLS' ? s.p75.toFixed(3) : `${Math.round(s.p75)} ms`, String(s.views)]);
  const widths = lines[0].map((_, i) => Math.max(...lines.map((l) => l[i].length)));
  return lines
    .map((l) =>
      l
        .map((cell, i) => cell.padEnd(widths[i]))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

const option = (args, name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);

async function localRows(url) {
  const answer = await fetch(`${url}/__dev/vitals`).catch((error) => {
    throw new Error(`no portal answers at ${url} (${error.cause?.code ?? error.message}): start it with npm start, or give --url`);
  });
  if (answer.status === 404) throw new Error(`${url} keeps no local copy of the vitals (a production or staging worker): use --remote`);
  if (!answer.ok) throw new Error(`${url}/__dev/vitals answered ${answer.status}`);
  return (await answer.json()).rows;
}

async function remoteRows(dataset, days) {
  const account = process.env.CLOUDFLARE_ACCOUNT_ID;
  const token = process.env.CLOUDFLARE_API_TOKEN;
  if (!account || !token) throw new Error('--remote needs CLOUDFLARE_ACCOUNT_ID and CLOUDFLARE_API_TOKEN');
  if (!/^[a-z0-9_]+$/.test(dataset) || !/^\d{1,2}$/.test(days)) throw new Error('--dataset is a dataset name, --days a number of days');
  // each data point as it is stored (blob1..7, double1) with its sample weight; the p75 is computed here
  const sql = `SELECT blob1, blob2, blob3, blob4, blob5, blob6, blob7, double1, _sample_interval FROM ${dataset} WHERE timestamp > NOW() - INTERVAL '${days}' DAY LIMIT 100000 FORMAT JSON`;
  const answer = await fetch(`https://api.cloudflare.com/client/v4/accounts/${account}/analytics_engine/sql`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: sql,
  });
  if (!answer.ok) throw new Error(`the Analytics Engine SQL API answered ${answer.status}: ${await answer.text()}`);
  const { data } = await answer.json();
  return data.map((r) => [r.blob1, r.blob2, r.blob3, r.blob4, r.blob5, r.blob6, r.blob7, Number(r.double1), Number(r._sample_interval)]);
}

async function main(args) {
  const rows = args.includes('--remote')
    ? await remoteRows(option(args, '--dataset', 'portal_vitals'), option(args, '--days', '1'))
    : await localRows(option(args, '--url', 'http://127.0.0.1:8787'));
  console.log(format(summarise(rows)));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href)
  main(process.argv.slice(2)).catch((error) => {
    console.error(`vitals: ${error.message}`);
    process.exit(1);
  });
