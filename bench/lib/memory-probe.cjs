// Loaded into the scale section's API and site (`node --require`): on SIGUSR2 the process
// writes what V8 and Node hold (process.memoryUsage(), MB) to BENCH_MEMORY_FILE, so the
// bench can set its heap beside its RSS. Nothing else changes: no flag, no collection.
const { writeFileSync } = require('node:fs');

const file = process.env.BENCH_MEMORY_FILE;
if (file) {
  process.on('SIGUSR2', () => {
    const mb = (bytes) => Math.round(bytes / 1024 / 1024);
    const { rss, heapTotal, heapUsed, external, arrayBuffers } = process.memoryUsage();
    writeFileSync(
      file,
      JSON.stringify({
        rss: mb(rss),
        heapTotal: mb(heapTotal),
        heapUsed: mb(heapUsed),
        external: mb(external),
        arrayBuffers: mb(arrayBuffers),
      }),
    );
  });
}
