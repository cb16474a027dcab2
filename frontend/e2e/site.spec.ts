import type { PortfolioItemAnswer, Page } from '@prism/contracts';
import { expect, portfolio, projectUrl, sitemapFiles, test } from './support/fixtures';

/** "Currently accepting new projects for Q1 2027" in November 2026. */
function nextQuarter(now: Date): string {
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 3, 1));
  return `Currently accepting new projects for Q${Math.floor(next.getUTCMonth() / 3) + 1} ${next.getUTCFullYear()}`;
}

test('the HTML of /en/ already holds the projects, the logos and every section', async ({
  request,
}) => {
  const html = await (await request.get('/en/')).text();
  const { items } = (await (
    await request.get('/api/portfolio')
  ).json()) as Page<PortfolioItemAnswer>;
  expect(items.length).toBeGreaterThan(0);
  for (const item of items) expect(html).toContain(`href="${projectUrl(item)}"`);
  expect(html).toContain('data-logo-kind="icon"');
  expect(html).toContain('data-logo-kind="svg"');
  for (const text of [
    'Selected Work',
    'Our Services',
    'Brands we’ve worked with',
    'Ready to elevate your Amazon presence?',
    'Work With Us',
    // The demo's quarter follows the date (issue 27): the one after today's.
    nextQuarter(new Date()),
  ]) {
    expect(html).toContain(text);
  }
  // No social link points at a network's home page: unset ones are not shown.
  expect(html).not.toMatch(/href="https:\/\/www\.(instagram|linkedin|behance)\.(com|net)\/"/);
  // Nothing waits in a hidden template for a script.
  expect(html).not.toContain('<template id="B:');
});

test.describe('work filter', () => {
  test('filters in place and keeps the category in the address', async ({ page }) => {
    const items = await portfolio(page);
    const brand = items.filter((i) => i.category === 'brand');
    await page.goto('/en/');
    const cards = page.getByTestId('portfolio-card');
    await expect(cards).toHaveCount(items.length);
    await page.getByRole('link', { name: 'Brand Identity', exact: true }).click();
    await expect(page).toHaveURL(/\/en\/\?category=brand#work$/);
    await expect(cards).toHaveCount(brand.length);
    for (const item of brand) await expect(cards.filter({ hasText: item.title })).toHaveCount(1);
    await page.getByRole('link', { name: 'All', exact: true }).click();
    await expect(cards).toHaveCount(items.length);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the filter links still work', async ({ page }) => {
      const items = await portfolio(page);
      await page.goto('/en/');
      await page.getByRole('link', { name: 'Packaging', exact: true }).click();
      await expect(page).toHaveURL(/\?category=packaging#work$/);
      await expect(page.getByTestId('portfolio-card')).toHaveCount(
        items.filter((i) => i.category === 'packaging').length,
      );
    });
  });
});

test.describe('project page', () => {
  test('shows the project and its links; back to top appears past 300 px', async ({ page }) => {
    const [item] = await portfolio(page);
    await page.goto('/en/');
    await page.getByTestId('portfolio-card').filter({ hasText: item!.title }).click();
    await expect(page).toHaveURL(new RegExp(`${projectUrl(item!)}$`));
    await expect(page.getByRole('heading', { level: 1, name: item!.title })).toBeVisible();
    const details = (await (
      await page.request.get(`/api/portfolio/${item!.id}`)
    ).json()) as PortfolioItemAnswer;
    await expect(page.getByText(details.client, { exact: true }).first()).toBeVisible();
    await expect(page.getByText(details.year, { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: /Start Your Project/ })).toHaveAttribute(
      'href',
      '/en/#contact',
    );
    await expect(page.getByRole('link', { name: 'Back to Portfolio' }).first()).toHaveAttribute(
      'href',
      '/en/#work',
    );
    await expect(page).toHaveTitle(new RegExp(item!.title));
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /^http/);

    const backToTop = page.getByRole('button', { name: 'Back to top' });
    await expect(backToTop).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 1200));
    await expect(backToTop).toBeVisible();
    await backToTop.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(backToTop).toBeHidden();
  });

  test('an unknown project answers 404 with Project Not Found', async ({ page }) => {
    const response = await page.goto('/portfolio/987654');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Project Not Found' })).toBeVisible();
    await expect(
      page.getByText(
        'We couldn’t find the portfolio item you’re looking for. It may have been removed or the URL might be incorrect.',
      ),
    ).toBeVisible();
  });

  test('any unknown path answers 404 with the 404 card', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  });
});

test('sitemap lists every project in each language and robots keeps crawlers out of /admin', async ({
  request,
}) => {
  const xml = await sitemapFiles(request);
  for (const lang of ['en', 'fr'] as const) {
    const { items } = (await (
      await request.get(`/api/portfolio?lang=${lang}`)
    ).json()) as Page<PortfolioItemAnswer>;
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) expect(xml).toContain(`${projectUrl(item, lang)}</loc>`);
  }
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Disallow: /admin');
  expect(robots).toMatch(/^Sitemap: http:\/\/[^/]+\/sitemap\.xml$/m);
});
