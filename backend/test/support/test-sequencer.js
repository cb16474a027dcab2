// @ts-check
const Sequencer = require('@jest/test-sequencer').default;

/**
 * Jest's order (failed first, then slowest by the last run's times, else largest file),
 * with the infra project's files first. On a fresh clone (CI) there are no times, and the
 * infra files are short but long-running: their built servers, child processes and fault
 * windows. Started last, one of them kept a single worker busy after the other had
 * finished; started first, their waits overlap the API files' work (ADR 055).
 */
class InfraFirst extends Sequencer {
  /** @param {import('@jest/test-result').Test[]} tests */
  sort(tests) {
    // Jest's own sort is synchronous (its type allows a promise for other sequencers).
    const sorted = /** @type {import('@jest/test-result').Test[]} */ (super.sort(tests));
    const infra = (/** @type {import('@jest/test-result').Test} */ test) =>
      test.context.config.displayName?.name === 'infra';
    return [...sorted.filter(infra), ...sorted.filter((test) => !infra(test))];
  }
}

module.exports = InfraFirst;
