// Issue 23: Lighthouse's SEO category alone on every public page in each language, one run
// each (the SEO audits are pass or fail, so more runs would only repeat them).
import { createRequire } from 'node:module';
import { CHROME, CHROME_ENV, CHROME_FLAGS } from './browser.mjs';
import { run } from './proc.mjs';

const CLI = createRequire(import.meta.url).resolve('lighthouse/cli/index.js');

/** The SEO score of one page (0–100) and the audits it failed. */
export async function seoScore(url) {
  const out = await run(
    process.execPath,
    [
      CLI,
      url,
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      '--disable-full-page-screenshot',
      '--only-categories=seo',
      `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
    ],
    { env: { CHROME_PATH: CHROME, ...CHROME_ENV }, timeoutMs: 180_000 },
  );
  const lhr = JSON.parse(out);
  if (lhr.runtimeError) throw new Error(`lighthouse ${url}: ${lhr.runtimeError.message}`);
  return {
    seo: Math.round(lhr.categories.seo.score * 100),
    failedAudits: Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
      .map((a) => a.id),
  };
}

/**
 * The public pages of both languages (ADR 042): landing, portfolio index, privacy and each
 * project (the first `projects` of the list), each in French and English.
 */
export function publicPages(portfolio, projects) {
  const pages = [
    '/fr/',
    '/en/',
    '/fr/realisations',
    '/en/work',
    '/fr/confidentialite',
    '/en/privacy',
  ];
  for (const item of portfolio.slice(0, projects)) {
    if (item.alternates?.fr) pages.push(`/fr/realisations/${item.alternates.fr}`);
    if (item.alternates?.en) pages.push(`/en/work/${item.alternates.en}`);
  }
  return pages;
}

/** Every page's SEO score; `log` says which page is being scored. */
export async function seoScores(siteUrl, pages, log) {
  const scores = {};
  for (const page of pages) {
    log(`Lighthouse SEO ${page}`);
    scores[page] = await seoScore(`${siteUrl}${page}`);
  }
  return scores;
}
