import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import type { SiteSettings } from '@prism/contracts';
import { expect, test } from './support/fixtures';
import { sendingIfMatch } from './support/if-match';

/**
 * The cache of public pages (ADR 019) against the real site and API: a page is served from
 * memory while nothing changes, and an edit made through the admin API is in the very next
 * page served, for portfolio items, site settings and client logos alike.
 */

const baseURL = () => process.env.E2E_BASE_URL!;

async function signedIn(): Promise<APIRequestContext> {
  const staff = await playwrightRequest.newContext({ baseURL: baseURL() });
  const login = await staff.post('/api/auth/login', {
    data: {
      username: process.env.E2E_ADMIN_USERNAME,
      password: process.env.E2E_ADMIN_PASSWORD,
    },
  });
  expect(login.ok()).toBe(true);
  return sendingIfMatch(staff);
}

/** A visitor with no cookie: what anyone on the internet gets for this path. */
async function visit(path: string): Promise<{ html: string; cache: string | undefined }> {
  const visitor = await playwrightRequest.newContext({ baseURL: baseURL() });
  try {
    const response = await visitor.get(path);
    expect(response.status()).toBe(200);
    return { html: await response.text(), cache: response.headers()['x-cache'] };
  } finally {
    await visitor.dispose();
  }
}

interface Item {
  id: number;
  slug: string;
  title: string;
  client: string;
  description: string;
  category: string;
  year: string;
  featured: boolean;
}

function itemForm(item: Item, title: string) {
  return {
    title,
    client: item.client,
    description: item.description,
    category: item.category,
    year: item.year,
    featured: String(item.featured),
  };
}

test('public pages come from the cache until content changes, never after', async () => {
  const staff = await signedIn();
  const { items } = (await (await staff.get('/api/portfolio')).json()) as { items: Item[] };
  const item = items[0]!;
  const project = `/en/work/${item.slug}`;
  try {
    // Nothing changed between these two visits: the second one is served from memory.
    await visit('/en/');
    const again = await visit('/en/');
    expect(again.cache).toBe('HIT');
    expect(again.html).toContain(item.title);
    await visit(project);
    expect((await visit(project)).cache).toBe('HIT');

    // Every edit shows on the very next request, on the landing page and the project page.
    for (let round = 1; round <= 5; round += 1) {
      const title = `Cache proof ${round} ${Date.now()}`;
      const saved = await staff.put(`/api/portfolio/${item.id}`, {
        multipart: itemForm(item, title),
      });
      expect(saved.status()).toBe(200);
      const landing = await visit('/en/');
      expect(landing.html).toContain(title);
      expect(landing.cache).toBe('MISS');
      expect((await visit(project)).html).toContain(title);
    }
  } finally {
    await staff.put(`/api/portfolio/${item.id}`, { multipart: itemForm(item, item.title) });
    await staff.dispose();
  }
  expect((await visit('/en/')).html).toContain(item.title);
});

test('a settings save and a new client logo show on the next request', async () => {
  const staff = await signedIn();
  const settings = (await (await staff.get('/api/settings')).json()) as SiteSettings;
  const logoName = `Cache Proof Logo ${Date.now()}`;
  let logoId: number | null = null;
  try {
    await visit('/en/');
    expect((await visit('/en/')).cache).toBe('HIT');

    const availability = `Currently accepting new projects for Q${(Date.now() % 4) + 1} 2031`;
    expect(
      (await staff.put('/api/admin/settings', { data: { ...settings, availability } })).status(),
    ).toBe(200);
    expect((await visit('/en/')).html).toContain(availability);

    const created = await staff.post('/api/logos', {
      data: { name: logoName, iconType: 'text', iconValue: logoName, order: 0, active: true },
    });
    expect(created.status()).toBe(201);
    logoId = ((await created.json()) as { id: number }).id;
    expect((await visit('/en/')).html).toContain(logoName);

    expect((await staff.delete(`/api/logos/${logoId}`)).status()).toBe(200);
    logoId = null;
    expect((await visit('/en/')).html).not.toContain(logoName);
  } finally {
    if (logoId !== null) await staff.delete(`/api/logos/${logoId}`);
    await staff.put('/api/admin/settings', { data: settings });
    await staff.dispose();
  }
});

test('signed-in staff always get a fresh render, never the shared copy', async () => {
  const staff = await signedIn();
  try {
    await visit('/en/');
    const response = await staff.get('/en/');
    expect(response.status()).toBe(200);
    expect(response.headers()['x-cache']).toBeUndefined();
  } finally {
    await staff.dispose();
  }
});

test('the render that fills the cache answers with the compressed bytes it keeps', async () => {
  const staff = await signedIn();
  const settings = (await (await staff.get('/api/settings')).json()) as SiteSettings;
  const fetchAs = async (encoding: string, method: 'get' | 'head' = 'get') => {
    const visitor = await playwrightRequest.newContext({ baseURL: baseURL() });
    try {
      const response = await visitor[method]('/en/privacy', {
        headers: { 'accept-encoding': encoding },
      });
      expect(response.status()).toBe(200);
      return response.headers();
    } finally {
      await visitor.dispose();
    }
  };
  try {
    for (const encoding of ['br', 'gzip']) {
      // A save moves the content version on: the next visit renders the page afresh.
      expect((await staff.put('/api/admin/settings', { data: settings })).status()).toBe(200);
      const miss = await fetchAs(encoding);
      const hit = await fetchAs(encoding);
      expect([miss['x-cache'], hit['x-cache']]).toEqual(['MISS', 'HIT']);
      // The same stored bytes both times (the middleware would stream without a length).
      expect(miss['content-encoding']).toBe(encoding);
      expect(hit['content-encoding']).toBe(encoding);
      expect(miss['content-length']).toBeDefined();
      expect(miss['content-length']).toBe(hit['content-length']);
      expect(miss.etag).toBe(hit.etag);
      // A HEAD is answered from the same kept page: its headers, no render.
      const head = await fetchAs(encoding, 'head');
      expect(head['x-cache']).toBe('HIT');
      expect(head['content-length']).toBe(hit['content-length']);
    }
  } finally {
    await staff.dispose();
  }
});

test("the browser reads a page whose stylesheet's brotli was made once and spliced in", async ({
  page,
}) => {
  // A 404 is never kept: its brotli is the page's parts around the stylesheet's, joined (ADR 080).
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  expect(await response?.headerValue('content-encoding')).toBe('br');
  const plain = await page.request.get('/no/such/page', {
    headers: { 'accept-encoding': 'identity' },
  });
  // The site's stylesheet: the page's longest <style>.
  const styles = [...(await plain.text()).matchAll(/<style>(.*?)<\/style>/gs)].map(
    ([, css]) => css ?? '',
  );
  const sheet = styles.reduce((longest, css) => (css.length > longest.length ? css : longest), '');
  expect(sheet.length).toBeGreaterThan(10_000);
  // Chromium decoded the whole stylesheet and what follows it, and applies them.
  const inPage = await page.evaluate(() =>
    [...document.querySelectorAll('head > style')].map((style) => style.textContent),
  );
  expect(inPage).toContain(sheet);
  // What comes after the stylesheet is there, styled by it (the footer's dark ground).
  const footer = page.locator('footer');
  await expect(footer).toBeVisible();
  const ground = await footer.evaluate((element) => getComputedStyle(element).backgroundColor);
  expect(ground).not.toBe('rgba(0, 0, 0, 0)');
});

test('a page that is not kept is compressed once, in the encoding its visitor accepts', async () => {
  const visitor = await playwrightRequest.newContext({ baseURL: baseURL() });
  try {
    for (const encoding of ['br', 'gzip']) {
      const response = await visitor.get('/no/such/page', {
        headers: { 'accept-encoding': `${encoding}, identity` },
      });
      expect(response.status()).toBe(404);
      const headers = response.headers();
      expect(headers['x-cache']).toBeUndefined();
      expect(headers['content-encoding']).toBe(encoding);
      // One buffer, not the middleware's chunked stream.
      expect(headers['content-length']).toBeDefined();
      expect(await response.text()).toContain('404');
    }
    // What browsers send lists gzip first at the same weight: no preference, so brotli.
    const browser = await visitor.get('/no/such/page', {
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(browser.headers()['content-encoding']).toBe('br');
    const plain = await visitor.get('/no/such/page', {
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers()['content-encoding']).toBeUndefined();
    expect(Number(plain.headers()['content-length'])).toBe((await plain.body()).length);
    // A HEAD gets the headers of that GET, its length among them, and no body.
    const head = await visitor.head('/no/such/page', {
      headers: { 'accept-encoding': 'identity' },
    });
    expect(head.status()).toBe(404);
    expect(head.headers()['content-length']).toBe(plain.headers()['content-length']);
    expect((await head.body()).length).toBe(0);
  } finally {
    await visitor.dispose();
  }
});
