#!/usr/bin/env node
// The one test command (npm test). It builds once, then runs two lanes side by side, as
// two cores allow (ADR 039): the API suites (Jest, several workers, one PostgreSQL for
// the run) in one; the static checks, the site's unit tests, its JavaScript budget and the
// browser tests (Playwright, one API and site per worker), then the cluster test (ADR 067)
// in the other. Each step's output is kept in test-results/logs/ and printed whole when
// the step ends, so the two lanes never interleave. It ends with the count and the time of each project, then the
// total line "tests: N passed, N failed".
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism, loadavg } from 'node:os';

const require = createRequire(import.meta.url);
const { chromiumForTests } = require('./chromium.cjs');

const cores = availableParallelism();
// Workers for each runner; the lanes share the cores, and many tests wait on timers,
// child processes and sockets rather than compute.
const jestWorkers = process.env.JEST_WORKERS ?? String(Math.max(2, cores));
const e2eWorkers = process.env.E2E_WORKERS ?? String(Math.max(2, cores));

const runStarted = Date.now();
const seconds = (ms) => Math.round(ms / 100) / 10;
const load = () => loadavg()[0].toFixed(1);
/** @type {Map<string, number>} */
const stepSeconds = new Map();
const failedSteps = [];

rmSync('test-results', { recursive: true, force: true });
mkdirSync('test-results/logs', { recursive: true });

/** Runs one step with its output kept, then printed whole. Resolves true when it passed. */
function step(name, command, args, env = {}) {
  const started = Date.now();
  const logFile = `test-results/logs/${name.replace(/[^a-z0-9]+/gi, '-')}.log`;
  console.log(`--- ${name}: started (load ${load()})`);
  return new Promise((resolve) => {
    const log = createWriteStream(logFile);
    const child = spawn(command, args, {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.pipe(log, { end: false });
    child.stderr.pipe(log, { end: false });
    child.on('close', (code) => {
      log.end(() => {
        const took = seconds(Date.now() - started);
        stepSeconds.set(name, took);
        console.log(`\n=== ${name} (${took} s, load ${load()})`);
        process.stdout.write(readFileSync(logFile));
        if (code !== 0) {
          failedSteps.push(name);
          console.log(`--- ${name}: FAILED (exit ${code})`);
        }
        resolve(code === 0);
      });
    });
  });
}

async function lane(...steps) {
  for (const [name, command, args, env] of steps) await step(name, command, args, env);
}

// The browser, resolved (and unpacked on first use) before anything runs, so its first
// unpack's time shows apart from the tests'.
const chromium = chromiumForTests();
console.log(
  `Chromium: ${chromium.source}${chromium.unpackMs === null ? '' : `, unpacked in ${seconds(chromium.unpackMs)} s`}`,
);

// Everything below runs what this builds: the API and the site for the browser and
// infra tests, the bundle for its budget. Nothing else builds.
const built = await step('build', 'npm', ['run', 'build']);
if (built) {
  await Promise.all([
    lane([
      'backend',
      'npm',
      ['run', 'test', '-w', 'backend', '--', '--ci', `--maxWorkers=${jestWorkers}`],
    ]),
    lane(
      ['format', 'npm', ['run', 'format:check']],
      ['lint', 'npm', ['run', 'lint']],
      ['typecheck', 'npm', ['run', 'typecheck']],
      ['frontend unit', 'npm', ['run', 'test:unit', '-w', 'frontend']],
      ['frontend bundle budget', 'npm', ['run', 'check:bundle', '-w', 'frontend']],
      [
        'frontend browser',
        'npm',
        ['run', 'test:e2e', '-w', 'frontend'],
        { E2E_WORKERS: e2eWorkers },
      ],
      // Three API and two site copies behind HAProxy (ADR 067), last: it runs the build.
      ['cluster', 'npm', ['run', 'test:cluster']],
    ),
  ]);
}

// Projects of the steps that time them as a whole (Jest times its own projects).
const stepOfProject = { 'frontend:unit': 'frontend unit', 'frontend:e2e': 'frontend browser' };
const totals = { passed: 0, failed: 0 };
const rows = [];
for (const suite of ['backend', 'frontend-unit', 'frontend-e2e', 'cluster']) {
  const file = `test-results/${suite}.json`;
  if (!existsSync(file)) continue;
  for (const [project, r] of Object.entries(JSON.parse(readFileSync(file, 'utf8')))) {
    rows.push([project, r, r.seconds ?? stepSeconds.get(stepOfProject[project])]);
    totals.passed += r.passed;
    totals.failed += r.failed;
  }
}
console.log('\n=== summary');
for (const [project, r] of rows) {
  console.log(`${project.padEnd(16)} ${r.passed} passed, ${r.failed} failed`);
}
for (const name of failedSteps) console.log(`step failed: ${name}`);
console.log('\n=== time by project (seconds; projects run side by side)');
for (const [project, , took] of rows) console.log(`${project.padEnd(16)} ${took ?? '?'} s`);
for (const [name, took] of stepSeconds) {
  if (!Object.values(stepOfProject).includes(name))
    console.log(`${`(${name})`.padEnd(16)} ${took} s`);
}
console.log(
  `whole run        ${seconds(Date.now() - runStarted)} s on ${cores} cores (load now ${load()})`,
);
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed`);
process.exit(failedSteps.length > 0 || totals.failed > 0 || rows.length === 0 ? 1 : 0);
