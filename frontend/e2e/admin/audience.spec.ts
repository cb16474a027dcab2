import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { AudienceReport } from '@prism/contracts';
import { seriousViolations } from '../support/axe';
import { expect, test } from './fixtures';
import { seededOwner, settled, signIn } from './support';

/**
 * Audience counting through the real site and API (ADR 053), then the dashboard's panel
 * (ADR 054) at phone and desktop widths: its chart, its tables and CSV downloads.
 */
const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0';
/** A public network for the visitors of this spec (the site reads X-Forwarded-For). */
const VISITOR_ADDRESS = '203.0.113.9';

const campaign = `e2e-${randomBytes(4).toString('hex')}`;

test('counts 3 views and 1 visitor per browser, and nothing for bots, HEAD, prefetches, staff or /admin', async ({
  browser,
  owner,
  playwright,
}) => {
  test.slow();
  const landing = `/?utm_source=newsletter&utm_medium=email&utm_campaign=${campaign}`;
  const base = process.env.E2E_BASE_URL;

  // What must count nothing comes first: the counted visits after it are the marker that
  // every earlier request reached the API.
  const bot = await browser.newContext({ baseURL: base }); // HeadlessChrome
  await (await bot.newPage()).goto(landing);
  await bot.close();
  const raw = await playwright.request.newContext({
    baseURL: base,
    extraHTTPHeaders: { 'user-agent': CHROME, 'x-forwarded-for': VISITOR_ADDRESS },
  });
  expect((await raw.head(landing)).status()).toBe(200);
  expect((await raw.get(landing, { headers: { 'sec-purpose': 'prefetch' } })).status()).toBe(200);
  expect((await raw.get(landing, { headers: { 'user-agent': 'Googlebot/2.1' } })).status()).toBe(
    200,
  );
  await signIn(raw, seededOwner());
  expect((await raw.get(landing)).status()).toBe(200);
  await raw.get(`/admin?utm_campaign=${campaign}`);
  await raw.dispose();

  const visitor = async (userAgent: string, paths: string[]) => {
    const context = await browser.newContext({
      baseURL: base,
      userAgent,
      extraHTTPHeaders: { 'x-forwarded-for': VISITOR_ADDRESS },
    });
    const page = await context.newPage();
    for (const path of paths) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      expect(await response?.headerValue('set-cookie')).toBeNull();
    }
    expect(await context.cookies()).toEqual([]);
    await context.close();
  };
  await visitor(CHROME, [landing, '/privacy', '/?category=listing']);

  const row = async () => {
    const report = (await (await owner.get('/api/admin/audience')).json()) as AudienceReport;
    const found = report.campaigns.find((c) => c.key === campaign);
    return found && { views: found.views, visitors: found.visitors };
  };
  await expect.poll(row, { timeout: 20_000 }).toEqual({ views: 3, visitors: 1 });
  await visitor(FIREFOX, [landing]);
  await expect.poll(row, { timeout: 20_000 }).toEqual({ views: 4, visitors: 2 });
});

/** One CSV line's cells: quoted cells may hold commas, a doubled quote is a quote. */
const numbers = (line: string): string[] =>
  Array.from(line.matchAll(/("(?:[^"]|"")*"|[^,]*)(,|$)/g), (match) => match[1] ?? '')
    .slice(0, -1)
    .map((cell) => (cell.startsWith('"') ? cell.slice(1, -1).replace(/""/g, '"') : cell));

for (const width of [375, 1280]) {
  test.describe(`the Audience panel at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('draws its chart, fits the width, passes axe, and its CSV is the chart numbers', async ({
      page,
      context,
      owner,
    }) => {
      await signIn(context.request, seededOwner());
      await page.goto('/admin');
      await settled(page);
      const panel = page.getByTestId('audience-panel');
      await expect(panel.getByRole('heading', { name: 'Audience' })).toBeVisible();
      await expect(page.getByTestId('audience-chart').locator('canvas').first()).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
      expect(await seriousViolations(page)).toEqual([]);

      const report = (await (await owner.get('/api/admin/audience')).json()) as AudienceReport;
      // The period in words, as every admin date (issue 49), not the API's 2026-10-31.
      const inWords = (day: string) =>
        new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
          new Date(`${day}T12:00:00Z`),
        );
      await expect(page.getByTestId('audience-chart').locator('figcaption')).toHaveText(
        `Visitors and page views per day, ${inWords(report.from)} to ${inWords(report.to)}, beside the previous period`,
      );
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        panel
          .getByRole('button', { name: 'Download CSV: Visitors and page views per day' })
          .click(),
      ]);
      const lines = readFileSync(await download.path(), 'utf8')
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      expect(numbers(lines[0]!)).toEqual([
        'Day',
        'Visitors',
        'Page views',
        'Day before the period',
        'Visitors, previous period',
        'Page views, previous period',
      ]);
      // The chart draws report.days and report.previousDays: the CSV holds the same numbers.
      expect(lines.slice(1).map(numbers)).toEqual(
        report.days.map((d, i) => [
          d.day,
          String(d.visitors),
          String(d.views),
          report.previousDays[i]!.day,
          String(report.previousDays[i]!.visitors),
          String(report.previousDays[i]!.views),
        ]),
      );
      // The screen reader's table says the same.
      const table = panel.locator('table[data-csv^="audience-days-"]');
      await expect(table.locator('tbody tr')).toHaveCount(report.days.length);
      const last = report.days.at(-1)!;
      await expect(table.locator('tbody tr').last().locator('th')).toHaveText(last.day);
      await expect(table.locator('tbody tr').last().locator('td').first()).toHaveText(
        last.visitors.toLocaleString('en-CA'),
      );

      await panel.getByRole('button', { name: 'Last 7 days' }).click();
      await expect(table.locator('tbody tr')).toHaveCount(7);

      if (width === 1280) {
        // The window narrows to a phone's: the chart follows it, nothing pans sideways.
        await page.setViewportSize({ width: 375, height: 900 });
        const chart = page.getByTestId('audience-chart').locator('canvas').first();
        await expect
          .poll(async () => (await chart.boundingBox())?.width ?? Infinity)
          .toBeLessThanOrEqual(375);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
      }
    });
  });
}
