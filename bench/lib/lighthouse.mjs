// Lighthouse 12 (mobile, default simulated throttling) on the system Chromium, in its own
// process per run; the median of the runs for each score and metric, each run's LCP with
// its breakdown (where the time went), the LCP element and the DOM size. With
// BENCH_LIGHTHOUSE_REPORTS=<folder> each run's whole report is kept there as JSON.
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { CHROME, CHROME_ENV, CHROME_FLAGS } from './browser.mjs';
import { BROWSER_ENCODING, median } from './load.mjs';
import { run } from './proc.mjs';

const CLI = createRequire(import.meta.url).resolve('lighthouse/cli/index.js');
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const REPORTS = process.env.BENCH_LIGHTHOUSE_REPORTS;
/**
 * Audits a page fails by design. Its row names them and scores the categories without them
 * too, so every other audit is still judged: a page that answers 404 fails the status
 * itself (SEO) and the browser's console line for the failed document load (best
 * practices); the admin's pages ask search engines not to index them (robots noindex), so
 * they fail "page is crawlable" (SEO).
 */
export const BY_DESIGN = {
  notFound: ['http-status-code', 'errors-in-console'],
  notIndexed: ['is-crawlable'],
};

/** The simulated LCP's phases (Lighthouse's own table): TTFB, load delay, load time, render delay. */
function lcpPhases(lhr) {
  const table = lhr.audits['largest-contentful-paint-element']?.details?.items?.[1];
  const ms = (i) => Math.round(table?.items?.[i]?.timing ?? 0);
  return table ? { ttfb: ms(0), loadDelay: ms(1), loadTime: ms(2), renderDelay: ms(3) } : null;
}

/** A category's score with some audits left out (their weight taken away, not counted as passed). */
function scoreWithout(lhr, category, left) {
  const refs = lhr.categories[category].auditRefs.filter((r) => r.weight > 0 && !left.has(r.id));
  const weight = refs.reduce((sum, r) => sum + r.weight, 0);
  const sum = refs.reduce((total, r) => total + r.weight * (lhr.audits[r.id].score ?? 0), 0);
  return Math.round((100 * sum) / weight);
}

async function once(url, { expectStatus = 200, byDesign, name = 'page' } = {}, index = 0) {
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
  if (REPORTS) {
    mkdirSync(REPORTS, { recursive: true });
    const file = `${name.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'root'}-${index + 1}.json`;
    writeFileSync(path.join(REPORTS, file), out);
  }
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
    lcpPhases: lcpPhases(lhr),
    lcpElement:
      lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node
        ?.selector,
    domElements: audit('dom-size'),
    ...(byDesign
      ? {
          bestPracticesByDesign: scoreWithout(lhr, 'best-practices', new Set(byDesign)),
          seoByDesign: scoreWithout(lhr, 'seo', new Set(byDesign)),
        }
      : {}),
    failed: Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
      .map((a) => a.id),
  };
}

export async function lighthouse(url, runs, options = {}) {
  // A page the cache keeps is measured as visitors meet it, kept (the first request after a
  // start renders it): Lighthouse's TTFB takes the server's observed answer time.
  await (await fetch(url, { headers: BROWSER_ENCODING })).arrayBuffer();
  const results = [];
  for (let i = 0; i < runs; i += 1) results.push(await once(url, options, i));
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
    lcpPhaseRuns: results.map((r) => r.lcpPhases),
    lcpElement: results[0].lcpElement,
    domElements: results[0].domElements,
    ...(options.byDesign
      ? {
          byDesign: options.byDesign,
          bestPracticesByDesign: Math.min(...results.map((r) => r.bestPracticesByDesign)),
          seoByDesign: Math.min(...results.map((r) => r.seoByDesign)),
        }
      : {}),
    failedAudits: [...new Set(results.flatMap((r) => r.failed))],
  };
}
