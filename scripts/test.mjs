#!/usr/bin/env node
// The one test command (npm test). Three lanes side by side, as two cores allow (ADR 039,
// ADR 055, ADR 074), each starting as soon as what it runs is built (each piece built
// once): the API suites (Jest, several workers, one PostgreSQL for the run), which run
// from source and need only the backend's build; the site's build, then the site's unit
// tests, its JavaScript budget, the typecheck and the browser tests (Playwright, one API
// and site per worker); and, once both are built, the steps that mostly wait on the
// built servers they start (the infra tests, then the cluster test of ADR 067).
// Formatting and the lint's two halves are a pool the last two lanes take from as each
// ends its own steps. Each step's output is kept in test-results/logs/ and printed whole
// when the step ends, so the lanes never interleave. It ends with the count and the time of each project, then the total line
// "tests: N passed, N failed".
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
/** CPU seconds (user + system) of each step and the processes it waited for. */
/** @type {Map<string, number>} */
const stepCpu = new Map();
const CPU_MARK = 'prism-step-cpu';
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
    // Under bash's `time`, which counts the CPU of the step and every process it waited
    // for: the cores are shared, so a step's CPU, not its wall time, says what it costs.
    const timed = `TIMEFORMAT='${CPU_MARK} %U %S'; time "$@"`;
    const child = spawn('bash', ['-c', timed, 'bash', command, ...args], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.pipe(log, { end: false });
    child.stderr.pipe(log, { end: false });
    child.on('close', (code) => {
      log.end(() => {
        const took = seconds(Date.now() - started);
        stepSeconds.set(name, took);
        const cpu = new RegExp(`${CPU_MARK} ([0-9.]+) ([0-9.]+)`).exec(
          readFileSync(logFile, 'utf8'),
        );
        if (cpu) stepCpu.set(name, Math.round(Number(cpu[1]) + Number(cpu[2])));
        stepEnd(name).end();
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

/** @type {Map<string, { ended: Promise<void>, end: () => void }>} */
const stepEnds = new Map();
/** The named step's end (passed or not), whichever lane runs it, made on first ask. */
function stepEnd(name) {
  let entry = stepEnds.get(name);
  if (!entry) {
    let end = () => {};
    const ended = new Promise((resolve) => (end = () => resolve(undefined)));
    entry = { ended, end };
    stepEnds.set(name, entry);
  }
  return entry;
}

/** Runs one step of a lane: [name, command, args, env, after], `after` awaited first. */
async function laneStep([name, command, args, env, after]) {
  if (after) await after();
  await step(name, command, args, env);
}

/**
 * Runs the steps one after the other once `ready` (a build) resolves true; else none, and
 * their ends are marked so that nothing waits on them. A step's fifth item, when given, is
 * what it waits for first (another lane's step); a function is a share of a pool.
 */
async function lane(ready, ...steps) {
  if (!(await ready)) {
    for (const item of steps) if (Array.isArray(item)) stepEnd(item[0]).end();
    return;
  }
  for (const item of steps) await (typeof item === 'function' ? item() : laneStep(item));
}

/**
 * Steps that any lane sharing the pool takes once its own are done, the first lane free
 * first: which lane ends its own steps first changes with the machine, and a step left to
 * one lane alone ran at the end on one core while the other sat idle (ADR 074).
 */
function pool(...steps) {
  const queue = [...steps];
  return async () => {
    for (let next = queue.shift(); next; next = queue.shift()) await laneStep(next);
  };
}

// The browser, resolved (and unpacked on first use) before anything runs, so its first
// unpack's time shows apart from the tests'.
const chromium = chromiumForTests();
console.log(
  `Chromium: ${chromium.source}${chromium.unpackMs === null ? '' : `, unpacked in ${seconds(chromium.unpackMs)} s`}`,
);

// Nothing waits for a build it does not use: the build used to run alone first, on one of
// the two cores. Builds are gates; a failed check does not stop the steps after it.
const contractsBuilt = step('build contracts', 'npm', ['run', 'build', '-w', 'contracts']);
// The API suites run from source (swc); three API files start the built API.
const backendBuilt = contractsBuilt.then(
  (ok) => ok && step('build backend', 'npm', ['run', 'build', '-w', 'backend']),
);
const siteBuilt = contractsBuilt.then(
  (ok) => ok && step('build site', 'npm', ['run', 'build', '-w', 'frontend']),
);
const jest = (projects) => [
  '--ci',
  ...projects.flatMap((project) => ['--selectProjects', project]),
];
// Formatting and lint (CPU only, in two halves that build separate TypeScript programs),
// taken by the site's lane and the built servers' lane as each ends its own steps, so that
// the lanes end together (ADR 074). The lint waits for the typecheck (both rewrite the
// route types before reading them) and for the infra tests (eslint would read the
// TypeScript client openapi-lint.spec.ts writes for a while under test-results/).
const afterTypecheckAndInfra = () =>
  Promise.all([stepEnd('typecheck').ended, stepEnd('backend infra').ended]);
const checks = pool(
  ['lint frontend', 'npm', ['run', 'lint:frontend'], {}, afterTypecheckAndInfra],
  ['lint rest', 'npm', ['run', 'lint:rest'], {}, afterTypecheckAndInfra],
  ['format', 'npm', ['run', 'format:check']],
);
await Promise.all([
  lane(backendBuilt, [
    'backend',
    'npm',
    [
      'run',
      'test',
      '-w',
      'backend',
      '--',
      ...jest(['unit', 'api:sqlite', 'api:postgres', 'medium:sqlite', 'medium:postgres']),
      `--maxWorkers=${jestWorkers}`,
    ],
    // The API and medium files in batches sharing one module registry (ADR 055).
    { PRISM_TEST_BATCHES: '1' },
  ]),
  // The site's lane: its unit tests, the budget, the typecheck, then the browser tests,
  // the longest step after the API suites. The checks come after the build, never beside
  // it (they regenerate the files it generates: messages, route types); they touch
  // nothing the unit or browser tests read (the compiled messages are rewritten only when
  // a catalogue changed; route types are the typecheck's and lint's alone). Then its share
  // of the checks' pool.
  lane(
    siteBuilt,
    ['frontend unit', 'npm', ['run', 'test:unit', '-w', 'frontend']],
    ['frontend bundle budget', 'npm', ['run', 'check:bundle', '-w', 'frontend']],
    ['typecheck', 'npm', ['run', 'typecheck']],
    ['frontend browser', 'npm', ['run', 'test:e2e', '-w', 'frontend'], { E2E_WORKERS: e2eWorkers }],
    checks,
  ),
  // Mostly waiting on the built API and site they start, so beside the other two lanes;
  // one file at a time keeps their servers' start-ups from piling onto the cores. Then
  // its share of the checks' pool.
  lane(
    Promise.all([backendBuilt, siteBuilt]).then((built) => built.every(Boolean)),
    [
      'backend infra',
      'npm',
      ['run', 'test', '-w', 'backend', '--', ...jest(['infra']), '--maxWorkers=1'],
      { PRISM_TEST_SUMMARY: 'backend-infra' },
    ],
    // Three API and two site copies behind HAProxy (ADR 067).
    ['cluster', 'npm', ['run', 'test:cluster']],
    checks,
  ),
]);

// Projects of the steps that time them as a whole (Jest times its own projects).
const stepOfProject = { 'frontend:unit': 'frontend unit', 'frontend:e2e': 'frontend browser' };
const totals = { passed: 0, failed: 0 };
const rows = [];
for (const suite of ['backend', 'backend-infra', 'frontend-unit', 'frontend-e2e', 'cluster']) {
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
  for (const failure of r.failures ?? []) console.log(`  failed: ${failure}`);
}
for (const name of failedSteps) console.log(`step failed: ${name}`);
console.log('\n=== time by project (seconds; projects run side by side)');
for (const [project, , took] of rows) console.log(`${project.padEnd(16)} ${took ?? '?'} s`);
console.log('\n=== time by step (wall seconds; CPU seconds of the step and its processes)');
for (const [name, took] of stepSeconds) {
  console.log(
    `${`(${name})`.padEnd(24)} ${String(took).padStart(7)} s  cpu ${stepCpu.get(name) ?? '?'} s`,
  );
}
const cpuTotal = [...stepCpu.values()].reduce((sum, cpu) => sum + cpu, 0);
console.log(`all steps' CPU          ${cpuTotal} s (${cores} cores)`);
console.log(
  `whole run        ${seconds(Date.now() - runStarted)} s on ${cores} cores (load now ${load()})`,
);
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed`);
process.exit(failedSteps.length > 0 || totals.failed > 0 || rows.length === 0 ? 1 : 0);
