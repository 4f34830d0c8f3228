/**
 * What the portal's worker spends its CPU on while it renders a page: a CPU profile of the
 * worker's isolate over workerd's inspector (DevTools Protocol Profiler, sampling every 100 us)
 * during REQUESTS requests of one page, summed by function (self time) and printed as the top
 * functions with their share. Part of the bench's (k) (BENCH_ONLY=cpu); the findings are written
 * in docs/benchmark.md.
 */
import { request } from 'node:http';
import { isolateSession } from './isolate-heap.mjs';

const REQUESTS = Number(process.env.PROFILE_REQUESTS ?? 100);

const get = (url, headers) =>
  new Promise((resolve, reject) => {
    request(url, { headers }, (res) => {
      res.on('data', () => {});
      res.on('end', resolve);
    })
      .on('error', reject)
      .end();
  });

/** Self time per function of a Profiler.Profile, as [name, ms] sorted, and the total sampled ms. */
function selfTimes(profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const totals = new Map();
  let all = 0;
  profile.samples.forEach((id, i) => {
    const node = byId.get(id);
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    const f = node.callFrame;
    const name = f.functionName || '(anonymous)';
    const where = f.url ? `${f.url.split('/').pop()}:${f.lineNumber + 1}` : '';
    const key = ['(idle)', '(program)', '(garbage collector)'].includes(name) ? name : `${name} ${where}`;
    totals.set(key, (totals.get(key) ?? 0) + ms);
    if (name !== '(idle)') all += ms;
  });
  return { rows: [...totals].filter(([k]) => k !== '(idle)').sort((a, b) => b[1] - a[1]), all };
}

export async function renderProfile(inspectorPort, portal, path, headers = {}, top = 15) {
  const session = await isolateSession(inspectorPort);
  if (!session) {
    console.log(`  (no inspector on ${inspectorPort}: no profile)`);
    return;
  }
  try {
    for (let i = 0; i < 10; i++) await get(`${portal}${path}`, headers);
    await session.call('Profiler.enable');
    await session.call('Profiler.setSamplingInterval', { interval: 100 });
    await session.call('Profiler.start');
    for (let i = 0; i < REQUESTS; i++) await get(`${portal}${path}`, headers);
    const stopped = await session.call('Profiler.stop', {}, 30_000);
    const profile = stopped?.result?.profile;
    if (!profile) {
      console.log('  (the profiler did not answer)');
      return;
    }
    const { rows, all } = selfTimes(profile);
    console.log(`\n  CPU profile of ${path} (${REQUESTS} requests, one at a time): ${(all / REQUESTS).toFixed(2)} ms sampled per request; top functions by self time`);
    for (const [name, ms] of rows.slice(0, top)) console.log(`    ${((100 * ms) / all).toFixed(1).padStart(5)}%  ${(ms / REQUESTS).toFixed(2).padStart(5)} ms  ${name.slice(0, 110)}`);
  } finally {
    await session.call('Profiler.disable');
    session.close();
  }
}
