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

function summary(runs, connections) {
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

/**
 * Several servers measured in turns: a warm-up each, then `settings.runs` rounds in which
 * every one gets a run, in a rotating order. A figure and its baseline thus see the same
 * moments of a busy machine, and `pairedRatio` compares them round by round. Any error or
 * non-2xx answer fails the figure: a fast 500 is not a result.
 */
export async function measureTogether(
  urls,
  { connections = 50, seconds = settings.seconds, headers } = {},
) {
  const names = Object.keys(urls);
  const target = (name) => (typeof urls[name] === 'string' ? { url: urls[name] } : urls[name]);
  for (const name of names) {
    const { url, headers: own } = target(name);
    await once(url, { connections, headers: own ?? headers, seconds: settings.warmupSeconds });
  }
  const runs = Object.fromEntries(names.map((name) => [name, []]));
  for (let round = 0; round < settings.runs; round += 1) {
    const order = names.map((_, i) => names[(i + round) % names.length]);
    for (const name of order) {
      const { url, headers: own } = target(name);
      const result = await once(url, { connections, headers: own ?? headers, seconds });
      if (result.errors > 0 || result.non2xx > 0) {
        throw new Error(`${url}: ${result.errors} errors, ${result.non2xx} non-2xx answers`);
      }
      runs[name].push(result);
    }
  }
  return Object.fromEntries(names.map((name) => [name, summary(runs[name], connections)]));
}

/** The median over the rounds of figure ÷ baseline, each round's runs side by side. */
export function pairedRatio(figure, baseline) {
  return median(figure.runs.map((rps, i) => rps / baseline.runs[i]));
}

/** One server on its own (latency at one connection, growth figures). */
export async function measure(url, options = {}) {
  return (await measureTogether({ only: url }, options)).only;
}
