// Lighthouse 12 (mobile, default simulated throttling) on the system Chromium, in its own
// process per run; the median of the runs for each score and metric.
import { createRequire } from 'node:module';
import { CHROME, CHROME_ENV, CHROME_FLAGS } from './browser.mjs';
import { median } from './load.mjs';
import { run } from './proc.mjs';

const CLI = createRequire(import.meta.url).resolve('lighthouse/cli/index.js');
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

async function once(url, { expectStatus = 200 } = {}) {
  const out = await run(
    process.execPath,
    [
      CLI,
      url,
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      // A visitor's view: the full-page screenshot would hydrate every deferred section.
      '--disable-full-page-screenshot',
      `--only-categories=${CATEGORIES.join(',')}`,
      `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
      // A 404 page is scored as the page a visitor sees (its SEO loses the status audit).
      ...(expectStatus === 200 ? [] : ['--ignore-status-code']),
    ],
    { env: { CHROME_PATH: CHROME, ...CHROME_ENV }, timeoutMs: 180_000 },
  );
  const lhr = JSON.parse(out);
  if (lhr.runtimeError) throw new Error(`lighthouse ${url}: ${lhr.runtimeError.message}`);
  const audit = (id) => lhr.audits[id]?.numericValue ?? null;
  return {
    performance: lhr.categories.performance.score * 100,
    accessibility: lhr.categories.accessibility.score * 100,
    bestPractices: lhr.categories['best-practices'].score * 100,
    seo: lhr.categories.seo.score * 100,
    fcpMs: audit('first-contentful-paint'),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    siMs: audit('speed-index'),
    failed: Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
      .map((a) => a.id),
  };
}

export async function lighthouse(url, runs, options = {}) {
  const results = [];
  for (let i = 0; i < runs; i += 1) results.push(await once(url, options));
  const pick = (key) => median(results.map((r) => r[key]));
  return {
    runs,
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    seo: pick('seo'),
    fcpMs: Math.round(pick('fcpMs')),
    lcpMs: Math.round(pick('lcpMs')),
    tbtMs: Math.round(pick('tbtMs')),
    cls: Math.round(pick('cls') * 1000) / 1000,
    siMs: Math.round(pick('siMs')),
    performanceRuns: results.map((r) => r.performance),
    lcpRuns: results.map((r) => Math.round(r.lcpMs)),
    failedAudits: [...new Set(results.flatMap((r) => r.failed))],
  };
}
