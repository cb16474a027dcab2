// Latency at one connection, for the scale section (issue 47): a process of its own on the
// load core (as autocannon is), given pairs of requests, the same call on the small data
// set's servers and on the big one's. Each pair's two requests alternate, one at a time,
// so both see the same moments of a busy machine, until the pair has had its seconds and
// each side its fewest samples (or its most, or the pair its longest time). Those budgets
// are spent in `rounds` passes over all the pairs, a share each time, so that one call's
// samples come from moments spread over the whole run: a burst of the machine (another
// process, a collection) falls on a little of every call rather than on the whole of the
// one being timed then, and a p99 is a call's, not a moment's. A request's time runs from
// its start to its answer's last byte, read as sent (compressed where the server
// compresses). Answers the percentiles of each side as JSON on stdout. Run with a fixed young
// generation of 64 MB (scale.mjs): with V8's default this process collected its own garbage
// in 0.7 % of requests, 0.2–0.7 ms each, on the one answer then in flight, which is most of a
// half-millisecond call's p99 (bench/notes/sub-millisecond-p99-as-measured-2026-12-01.md).
// Usage: node latency.mjs <pairs.json>; the file holds { pairs: [{ name, small, big }],
// seconds, minSamples, maxSamples, maxSeconds, rounds, tailLog? }, each side { url, method,
// headers, body }. With tailLog, each answer slower than its side's p99 is appended there
// with the time it started, to be set beside the servers' logs (bench --keep-logs).
import { appendFileSync, readFileSync } from 'node:fs';
import http from 'node:http';

const {
  pairs,
  seconds,
  minSamples,
  maxSamples,
  maxSeconds,
  rounds = 1,
  tailLog,
} = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

/** One request: its time in ms and its status, the answer read to its end. */
function timed({ url, method = 'GET', headers = {}, body }) {
  return new Promise((resolve) => {
    const start = process.hrtime.bigint();
    const at = Date.now();
    const request = http.request(url, { method, headers, agent }, (response) => {
      response.resume();
      response.on('end', () =>
        resolve({
          at,
          ms: Number(process.hrtime.bigint() - start) / 1e6,
          status: response.statusCode,
        }),
      );
    });
    request.setTimeout(120_000, () => request.destroy(new Error('no answer in 120 s')));
    request.on('error', (error) => resolve({ ms: 0, status: 0, reason: error.message }));
    request.end(body);
  });
}

/** Nearest rank: with 50 samples the 99th percentile is the slowest. */
function percentile(sorted, p) {
  return sorted[Math.max(0, Math.ceil(sorted.length * p) - 1)];
}

function summary(samples) {
  const ok = samples.filter((s) => s.status >= 200 && s.status < 300);
  const times = ok.map((s) => s.ms).sort((a, b) => a - b);
  const failed = samples.find((s) => s.status < 200 || s.status >= 300);
  // To 10 µs: a fast call's p99 is under a millisecond, and its ratio to the other side's
  // would otherwise move by half at one rounding.
  const round = (n) => (n === undefined ? null : Math.round(n * 100) / 100);
  return {
    samples: times.length,
    p50: round(percentile(times, 0.5)),
    p99: round(percentile(times, 0.99)),
    max: round(times.at(-1)),
    ...(failed
      ? { errors: samples.length - ok.length, error: failed.reason ?? `HTTP ${failed.status}` }
      : {}),
  };
}

const samples = new Map(pairs.map(({ name }) => [name, { small: [], big: [] }]));
for (const { small, big } of pairs) {
  // A first answer of each (a cache to fill, a statement to prepare) is not a sample.
  await timed(small);
  await timed(big);
}
for (let round = 1; round <= rounds; round += 1) {
  // Each round takes its share of the budgets, counted on what the pair has so far.
  const share = (total) => Math.ceil((total * round) / rounds);
  for (const { name, small, big } of pairs) {
    const sides = samples.get(name);
    const started = Date.now();
    for (;;) {
      sides.small.push(await timed(small));
      sides.big.push(await timed(big));
      const elapsed = (Date.now() - started) / 1000;
      const fewest = Math.min(sides.small.length, sides.big.length);
      if (fewest >= share(maxSamples) || elapsed >= maxSeconds / rounds) break;
      if (elapsed >= seconds / rounds && fewest >= share(minSamples)) break;
    }
  }
}
const results = {};
for (const [name, { small, big }] of samples) {
  results[name] = { small: summary(small), big: summary(big) };
}
if (tailLog) {
  const lines = [];
  for (const [name, sides] of samples) {
    for (const side of ['small', 'big']) {
      const p99 = results[name][side].p99;
      for (const { at, ms } of sides[side]) {
        if (p99 !== null && ms > p99) {
          lines.push(`${new Date(at).toISOString()} ${side} ${ms.toFixed(2)} ms ${name}`);
        }
      }
    }
  }
  appendFileSync(
    tailLog,
    lines
      .sort()
      .map((line) => `${line}\n`)
      .join(''),
  );
}
agent.destroy();
process.stdout.write(JSON.stringify(results));
