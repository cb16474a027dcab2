import { createHash } from 'node:crypto';
import { expect, portfolio, projectUrl, test } from './support/fixtures';

const nonceOf = (csp: string) => /'nonce-([^']+)'/.exec(csp)?.[1];

/** The CSP sources of each inline <style> of a page, as a policy names them by hash. */
const styleHashes = (html: string) =>
  [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map(
    (m) => `'sha256-${createHash('sha256').update(m[1]!).digest('base64')}'`,
  );

/** Executable scripts in a page: every one must carry the response's nonce. */
const scriptNonces = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>/g)]
    .map((m) => m[1]!)
    .filter((attrs) => !/type="application\/ld\+json"/.test(attrs))
    .map((attrs) => /\bnonce="([^"]*)"/.exec(attrs)?.[1] ?? null);

test('every page has a nonce CSP whose nonce every script carries, cached or not', async ({
  request,
  page,
}) => {
  const [item] = await portfolio(page);
  for (const path of ['/en/', '/fr/', projectUrl(item!), '/no-such-page']) {
    const response = await request.get(path);
    const csp = response.headers()['content-security-policy'] ?? '';
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
    expect(scriptSrc, path).not.toContain('unsafe-inline');
    expect(scriptSrc, path).not.toContain('unsafe-eval');
    for (const directive of ["frame-ancestors 'none'", "base-uri 'none'", "object-src 'none'"]) {
      expect(csp, path).toContain(directive);
    }
    const headers = response.headers();
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(headers['strict-transport-security'], path).toContain('max-age=31536000');
    expect(headers['x-powered-by'], path).toBeUndefined();
    const nonce = nonceOf(csp);
    expect(nonce, path).toBeTruthy();
    const html = await response.text();
    const nonces = scriptNonces(html);
    expect(nonces.length, path).toBeGreaterThan(0);
    expect(new Set(nonces), path).toEqual(new Set([nonce]));
    // The page's stylesheet and its display face's rules (in a <noscript>, which its head
    // script adds after the first frame) are inline, admitted by their hashes and nothing
    // broader.
    const styleElem = csp.split(';').find((d) => d.trim().startsWith('style-src-elem')) ?? '';
    expect(styleElem, path).not.toContain('unsafe-inline');
    const styles = styleHashes(html);
    expect(styles.length, path).toBe(2);
    for (const style of styles) expect(styleElem, path).toContain(style);
  }
});

test('a fresh render gets a new nonce', async ({ request }) => {
  // A request with a session cookie is never answered from the page cache (and a query
  // string that does not change the page no longer makes a new one): each is rendered anew.
  const staff = { headers: { cookie: 'prism_session=any' } };
  const a = await request.get('/en/?category=brand', staff);
  const b = await request.get('/en/?category=brand', staff);
  const first = nonceOf(a.headers()['content-security-policy'] ?? '');
  const second = nonceOf(b.headers()['content-security-policy'] ?? '');
  expect(first).toBeTruthy();
  expect(first).not.toBe(second);
});

test('the site runs under its policy: no violation, the islands and the admin app run', async ({
  page,
}) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as { __cspViolations?: string[] }).__cspViolations ??= [];
      (window as { __cspViolations?: string[] }).__cspViolations!.push(event.violatedDirective);
    });
  });
  await page.goto('/en/');
  // The inline script in the head ran (it carries the nonce) …
  await expect(page.locator('html')).toHaveClass(/\bjs\b/);
  // … and added the display face's rules, whose file then loaded …
  await page.waitForFunction(() =>
    [...document.fonts].some(
      (face) => face.family.replaceAll('"', '') === 'Fraunces Variable' && face.status === 'loaded',
    ),
  );
  // … and the islands run (imported by a nonce'd script): the in-place filter works.
  await page.getByRole('link', { name: 'Brand Identity', exact: true }).click();
  await expect(page).toHaveURL(/\?category=brand#work$/);
  await page.goto('/admin/login');
  await expect(page.getByRole('heading', { name: 'Prism Admin' })).toBeVisible();
  expect(
    await page.evaluate(() => (window as { __cspViolations?: string[] }).__cspViolations ?? []),
  ).toEqual([]);
  expect(violations).toEqual([]);
});
