// Load: autocannon in its own process, pinned to the load core, against 127.0.0.1 only.
// Every figure is a warm-up run (thrown away) and then the median of RUNS runs.
import { createRequire } from 'node:module';
import { CORES, run } from './proc.mjs';

const AUTOCANNON = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

export const settings = { runs: 3, seconds: 5, warmupSeconds: 2 };

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

async function once(url, { connections, seconds, headers }) {
  if (!/^http:\/\/127\.0\.0\.1:\d+\//.test(url)) throw new Error(`not a loopback URL: ${url}`);
  const args = ['--json', '-c', String(connections), '-d', String(seconds), '--timeout', '30'];
  for (const [name, value] of Object.entries(headers ?? {})) args.push('-H', `${name}=${value}`);
  args.push(url);
  const result = JSON.parse(
    await run(process.execPath, [AUTOCANNON, ...args], { core: CORES.load }),
  );
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    bytes: result.throughput.average,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    total: result.requests.total,
  };
}

/**
 * Warm-up, then `settings.runs` runs; the run with the median req/s gives p50 and p99.
 * Any error or non-2xx answer fails the figure: a fast 500 is not a result.
 */
export async function measure(url, { connections = 50, headers, seconds = settings.seconds } = {}) {
  await once(url, { connections, headers, seconds: settings.warmupSeconds });
  const runs = [];
  for (let i = 0; i < settings.runs; i += 1)
    runs.push(await once(url, { connections, headers, seconds }));
  const bad = runs.find((r) => r.errors > 0 || r.non2xx > 0);
  if (bad) throw new Error(`${url}: ${bad.errors} errors, ${bad.non2xx} non-2xx answers`);
  const byRate = [...runs].sort((a, b) => a.rps - b.rps);
  const mid = byRate[Math.floor(byRate.length / 2)];
  return {
    rps: Math.round(median(runs.map((r) => r.rps))),
    p50: mid.p50,
    p99: mid.p99,
    connections,
    runs: runs.map((r) => Math.round(r.rps)),
  };
}
