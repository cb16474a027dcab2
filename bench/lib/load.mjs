// Load: autocannon in its own process, pinned to the load core, against 127.0.0.1 only.
// Every figure is a warm-up run (thrown away) and then the median of RUNS runs.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CORES, run } from './proc.mjs';

const CANNON = fileURLToPath(new URL('./cannon.mjs', import.meta.url));

export const settings = { runs: 3, seconds: 5, warmupSeconds: 2 };

/** What browsers send (Chromium, Firefox, Safari over HTTP/1.1 to a local origin). */
export const BROWSER_ENCODING = { 'accept-encoding': 'gzip, deflate, br' };

/** Clock ticks of /proc/<pid>/stat: 100 a second on Linux for every architecture in use. */
const TICK_MS = 10;

/** CPU time (user + system, every thread) the processes have used so far, in ms. */
function cpuMs(pids) {
  let ticks = 0;
  for (const pid of pids) {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces): utime and stime are 14 and 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    ticks += Number(fields[11]) + Number(fields[12]);
  }
  return ticks * TICK_MS;
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

async function once(url, { connections, seconds, headers, cpuOf, rate, unique }) {
  // A baseline that is not a server (React's renderToString in a loop): its own rate.
  if (rate) return { rps: await rate(seconds), errors: 0, non2xx: 0, otherThan3xx: 0 };
  if (!/^http:\/\/127\.0\.0\.1:\d+\//.test(url)) throw new Error(`not a loopback URL: ${url}`);
  const options = {
    url,
    connections,
    duration: seconds,
    timeout: 30,
    headers: headers ?? {},
    // `[<id>]` in a header becomes a new id in each request.
    idReplacement: Boolean(unique),
  };
  const cpuBefore = cpuOf ? cpuMs(cpuOf) : 0;
  const result = JSON.parse(
    await run(process.execPath, [CANNON, JSON.stringify(options)], { core: CORES.load }),
  );
  const cpu = cpuOf ? cpuMs(cpuOf) - cpuBefore : undefined;
  return {
    ...(cpu === undefined ? {} : { cpuMsPerRequest: cpu / Math.max(1, result.requests.total) }),
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    bytes: result.throughput.average,
    non2xx: result.non2xx,
    notModified: result['3xx'] ?? 0,
    otherThan3xx:
      (result['1xx'] ?? 0) + (result['2xx'] ?? 0) + (result['4xx'] ?? 0) + (result['5xx'] ?? 0),
    errors: result.errors + result.timeouts,
    total: result.requests.total,
  };
}

function summary(runs, connections) {
  const byRate = [...runs].sort((a, b) => a.rps - b.rps);
  const mid = byRate[Math.floor(byRate.length / 2)];
  const cpu = runs.filter((r) => r.cpuMsPerRequest !== undefined).map((r) => r.cpuMsPerRequest);
  return {
    rps: Math.round(median(runs.map((r) => r.rps))),
    p50: mid.p50,
    p99: mid.p99,
    connections,
    runs: runs.map((r) => Math.round(r.rps)),
    ...(cpu.length > 0
      ? {
          cpuMsPerRequest: Math.round(median(cpu) * 1000) / 1000,
          cpuRuns: cpu.map((c) => Math.round(c * 1000) / 1000),
        }
      : {}),
  };
}

/**
 * Several servers measured in turns: a warm-up each, then `settings.runs` rounds (or
 * `rounds`, for a figure whose difference is smaller than a round's noise) in which
 * every one gets a run, in a rotating order. A figure and its baseline thus see the same
 * moments of a busy machine, and `pairedRatio` compares them round by round. Any error or
 * non-2xx answer fails the figure (a fast 500 is not a result), except the status a target
 * says it expects (`status: 304` for a revalidation). A target may name processes whose CPU
 * time per request is recorded (`cpuOf: [pid…]`), or that each request's headers carry a
 * new id where they say `[<id>]` (`unique: true`). A target with `rate: (seconds) => rate`
 * instead of a URL is a baseline measured by running it (the renderToString loop).
 */
export async function measureTogether(
  urls,
  { connections = 50, seconds = settings.seconds, headers, rounds = settings.runs } = {},
) {
  const names = Object.keys(urls);
  const target = (name) => (typeof urls[name] === 'string' ? { url: urls[name] } : urls[name]);
  for (const name of names) {
    const { url, headers: own, cpuOf, rate, unique } = target(name);
    await once(url, {
      connections,
      headers: own ?? headers,
      seconds: settings.warmupSeconds,
      cpuOf,
      rate,
      unique,
    });
  }
  const runs = Object.fromEntries(names.map((name) => [name, []]));
  for (let round = 0; round < rounds; round += 1) {
    const order = names.map((_, i) => names[(i + round) % names.length]);
    for (const name of order) {
      const { url, headers: own, status, cpuOf, rate, unique } = target(name);
      const result = await once(url, {
        connections,
        headers: own ?? headers,
        seconds,
        cpuOf,
        rate,
        unique,
      });
      // autocannon counts a 3xx as non-2xx: when a 304 is expected, every answer is one.
      const wrong = status === 304 ? result.otherThan3xx : result.non2xx;
      if (result.errors > 0 || wrong > 0) {
        throw new Error(`${url}: ${result.errors} errors, ${wrong} unexpected answers`);
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

/**
 * The same servers measured once per encoding (with what browsers send, then without),
 * each with its own headers added: `{ browser: {name: figure}, plain: {name: figure} }`.
 */
export async function measureEncodings(urls, options = {}) {
  const withHeaders = (extra) =>
    Object.fromEntries(
      Object.entries(urls).map(([name, value]) => {
        const t = typeof value === 'string' ? { url: value } : value;
        return [name, { ...t, headers: { ...(options.headers ?? {}), ...t.headers, ...extra } }];
      }),
    );
  return {
    browser: await measureTogether(withHeaders(BROWSER_ENCODING), options),
    plain: await measureTogether(withHeaders({}), options),
  };
}

/** One server on its own (latency at one connection, growth figures). */
export async function measure(url, options = {}) {
  return (await measureTogether({ only: url }, options)).only;
}
