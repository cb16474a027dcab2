#!/usr/bin/env node
// The one test command (npm test): static checks, then every suite, then one summary.
// Each suite writes its counts to test-results/<suite>.json; the last line printed is
// "tests: N passed, N failed" over all of them.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';

const steps = [
  ['static checks', 'npm', ['run', 'check:static']],
  [
    'backend (unit, medium and api on sqlite and postgres, infra)',
    'npm',
    ['run', 'test', '-w', 'backend', '--', '--ci'],
  ],
  ['frontend (unit)', 'npm', ['run', 'test:unit', '-w', 'frontend']],
  ['frontend (public pages JavaScript budget)', 'npm', ['run', 'check:bundle', '-w', 'frontend']],
  ['frontend (browser, system Chromium)', 'npm', ['run', 'test:e2e', '-w', 'frontend']],
];

rmSync('test-results', { recursive: true, force: true });
// Every suite runs even when an earlier one failed, so one run shows every failure; only
// the static checks (which also build what the suites run) stop the run.
const failedSteps = [];
for (const [name, command, args] of steps) {
  console.log(`\n=== ${name}`);
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0) {
    failedSteps.push(name);
    if (name === 'static checks') break;
  }
}

const totals = { passed: 0, failed: 0 };
console.log('\n=== summary');
for (const suite of ['backend', 'frontend-unit', 'frontend-e2e']) {
  const file = `test-results/${suite}.json`;
  if (!existsSync(file)) continue;
  for (const [project, r] of Object.entries(JSON.parse(readFileSync(file, 'utf8')))) {
    console.log(`${project.padEnd(16)} ${r.passed} passed, ${r.failed} failed`);
    totals.passed += r.passed;
    totals.failed += r.failed;
  }
}
for (const name of failedSteps) console.log(`step failed: ${name}`);
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed`);
process.exit(failedSteps.length > 0 || totals.failed > 0 ? 1 : 0);
