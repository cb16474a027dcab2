// @ts-check
/**
 * Batches of test files for npm test (ADR 055). Jest gives every test file a module
 * registry of its own, so each API file loaded Nest, TypeORM, the AWS SDK and the app's
 * modules again: about 2 s of CPU a file before its first test, most of the API suites'
 * cost on two cores. A batch is a generated file that imports a few test files, which
 * then share one registry; each file keeps its describe blocks, hooks and apps, and a
 * failure names its test and points into its own file. Targeted runs (`--testPathPatterns`)
 * still run the files one by one: only npm test asks for batches.
 */
const {
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  statSync,
  writeFileSync,
} = require('node:fs');
const path = require('node:path');

const BATCH_DIR = path.join(__dirname, '..', 'batches');

/**
 * Splits the test files of `folder` (those named `*suffix`) into `count`
 * batches of about the same size (their source's bytes: the best guess a fresh clone has),
 * writes them as `test/batches/<name>-<n>.ts` and returns their paths.
 * @param {{ name: string, folder: string, suffix: string, count: number }} options
 * @returns {string[]}
 */
function batchesOf({ name, folder, suffix, count }) {
  const files = readdirSync(folder)
    .filter((file) => file.endsWith(suffix))
    .map((file) => ({ file, size: statSync(path.join(folder, file)).size }))
    .sort((a, b) => b.size - a.size || a.file.localeCompare(b.file));
  /** @type {{ size: number, files: string[] }[]} */
  const bins = Array.from({ length: Math.min(count, files.length) }, () => ({
    size: 0,
    files: [],
  }));
  for (const { file, size } of files) {
    const lightest = bins.reduce((min, bin) => (bin.size < min.size ? bin : min));
    lightest.size += size;
    lightest.files.push(file);
  }
  mkdirSync(BATCH_DIR, { recursive: true });
  return bins.map((bin, n) => {
    const target = path.join(BATCH_DIR, `${name}-${n + 1}.ts`);
    const imports = bin.files
      .sort()
      .map((file) => `import '${path.relative(BATCH_DIR, path.join(folder, file)).slice(0, -3)}';`);
    writeIfChanged(
      target,
      `// Made by test/support/batches.js for npm test; not kept in git.\n${imports.join('\n')}\n`,
    );
    return target;
  });
}

/** Written whole under another name, then renamed: a worker never reads half a batch. */
function writeIfChanged(target, text) {
  try {
    if (readFileSync(target, 'utf8') === text) return;
  } catch {
    // Not there yet.
  }
  const partial = `${target}.${process.pid}`;
  writeFileSync(partial, text);
  renameSync(partial, target);
}

module.exports = { batchesOf };
