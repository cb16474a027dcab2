import { randomUUID } from 'node:crypto';
import { clientAddress, seededOwner, signIn } from './admin/support';
import { expect, portfolio, projectUrl, test } from './support/fixtures';
import type { APIRequestContext, Page } from '@playwright/test';

/** The stored message with this text, read through the API as the seeded owner. */
async function storedMessage(request: APIRequestContext, text: string) {
  const login = await request.post('/api/auth/login', {
    data: { username: process.env.E2E_ADMIN_USERNAME, password: process.env.E2E_ADMIN_PASSWORD },
    headers: { 'x-forwarded-for': clientAddress() },
  });
  expect(login.ok()).toBe(true);
  const inbox = await request.get(`/api/contact?q=${encodeURIComponent(text)}`);
  expect(inbox.ok()).toBe(true);
  const { items } = (await inbox.json()) as { items: Record<string, unknown>[] };
  return items.find((m) => m.message === text);
}

async function fillContact(page: Page, marker: string) {
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByLabel('Name').fill('Grace Hopper');
  await form.getByLabel('Email').fill('grace@example.com');
  await form.getByLabel(/Company/).fill('Compilers Inc');
  await form.getByLabel('Service').selectOption('amazon_storefront');
  await form.getByLabel('Message', { exact: true }).fill(marker);
  return form;
}

for (const width of [375, 1280]) {
  test.describe(`without JavaScript at ${width} px`, () => {
    test.use({ javaScriptEnabled: false, viewport: { width, height: 800 } });

    test('every section, the links in place of the menu, the filter, and a contact message stored with nothing in the address', async ({
      page,
      browser,
    }) => {
      await page.setExtraHTTPHeaders({ 'x-forwarded-for': clientAddress() });
      await page.goto('/en/');
      for (const name of [
        /Elevating e.commerce listings/,
        'Selected Work',
        'Our Services',
        /Designers who read/,
        /make your listing the one/,
      ]) {
        await expect(page.getByRole('heading', { name }).first()).toBeAttached();
      }
      // No menu button without scripts: the section links show at every width.
      await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
      const nav = page.getByRole('navigation', { name: 'Main' });
      await expect(nav.getByRole('link', { name: 'Contact', exact: true })).toBeVisible();

      // The filter is links: a category is a page of its own, and back to all.
      const items = await portfolio(page);
      await page.getByRole('link', { name: 'Packaging', exact: true }).click();
      await expect(page).toHaveURL(/\/en\/\?category=packaging#work$/);
      await expect(page.getByTestId('portfolio-card')).toHaveCount(
        items.filter((i) => i.category === 'packaging').slice(0, 12).length,
      );
      await page.getByRole('link', { name: 'All', exact: true }).click();
      await expect(page.getByTestId('portfolio-card')).toHaveCount(Math.min(items.length, 12));
      await page.goto('/en/');

      const marker = `No-JS message ${randomUUID()}`;
      let form = await fillContact(page, marker);
      await form.getByRole('button', { name: 'Send Message' }).click();
      // Refused (no consent): the page again, the message on its field, the fields kept.
      form = page.getByRole('form', { name: 'Contact form' });
      await expect(form.getByText('Please accept the privacy policy')).toBeVisible();
      await expect(form.getByLabel('Name')).toHaveValue('Grace Hopper');
      await expect(form.getByLabel('Service')).toHaveValue('amazon_storefront');
      await expect(form.getByLabel('Message', { exact: true })).toHaveValue(marker);
      // The landing page's own address, and nothing of the message.
      expect(new URL(page.url()).pathname).toBe('/en/');
      expect(new URL(page.url()).search).toBe('');
      expect(await storedMessage(page.request, marker)).toBeUndefined();

      await form.getByRole('checkbox').check();
      await form.getByRole('button', { name: 'Send Message' }).click();
      form = page.getByRole('form', { name: 'Contact form' });
      await expect(form.getByRole('status')).toContainText(
        'Thank you for your message. We will get back to you soon!',
      );
      await expect(form.getByLabel('Name')).toHaveValue('');
      expect(new URL(page.url()).search).toBe('');
      expect(page.url()).not.toContain('Grace');
      expect(page.url()).not.toContain('example.com');

      expect(await storedMessage(page.request, marker)).toMatchObject({
        name: 'Grace Hopper',
        email: 'grace@example.com',
        company: 'Compilers Inc',
        service: 'amazon_storefront',
        sourcePage: '/en/',
      });
      // And the staff see it in the inbox.
      // (A context of its own with scripts on: the admin area is an app.)
      const staff = await browser.newContext({
        baseURL: process.env.E2E_BASE_URL,
        javaScriptEnabled: true,
      });
      await signIn(staff.request, seededOwner());
      try {
        const inbox = await staff.newPage();
        await inbox.goto('/admin/messages');
        await expect(inbox.getByText(marker)).toBeVisible();
      } finally {
        await staff.close();
      }
    });
  });

  test.describe(`with JavaScript at ${width} px`, () => {
    // The reveals as they move: the suite's default is reduced motion (playwright.config.ts).
    test.use({ viewport: { width, height: 800 }, reducedMotion: 'no-preference' });

    test('"Start Your Project" on a project page lands on the contact form', async ({ page }) => {
      const [item] = await portfolio(page);
      await page.goto(projectUrl(item!));
      await page.getByRole('link', { name: /Start Your Project/ }).click();
      await expect(page).toHaveURL(/\/en\/#contact$/);
      // The form itself, not only the heading above it (on a phone that left it below the fold).
      await expect(
        page.getByRole('form', { name: 'Contact form' }).getByRole('textbox').first(),
      ).toBeInViewport();
    });

    test('the contact form sends where the lead came from, remembered from the landing page', async ({
      page,
    }) => {
      await page.setExtraHTTPHeaders({ 'x-forwarded-for': clientAddress() });
      const [item] = await portfolio(page);
      await page.goto('/en/?utm_source=newsletter&utm_medium=email&utm_campaign=spring');
      // The landing parameters never split the page cache: the page is the same as /.
      await page.goto(projectUrl(item!));
      await page.goto('/en/#contact');
      const marker = `Lead source ${randomUUID()}`;
      const form = await fillContact(page, marker);
      await form.getByRole('checkbox').check();
      await form.getByRole('button', { name: 'Send Message' }).click();
      await expect(page.locator('li.toast')).toContainText('Message sent');
      await expect(form.getByLabel('Name')).toHaveValue('');
      expect(await storedMessage(page.request, marker)).toMatchObject({
        sourcePage: '/en/',
        utmSource: 'newsletter',
        utmMedium: 'email',
        utmCampaign: 'spring',
      });
    });

    test('reveal shows what is on screen at once, and the rest as it scrolls in', async ({
      page,
    }) => {
      await page.goto('/en/');
      const first = page.locator('#work [data-reveal]').first();
      const last = page.locator('[aria-labelledby="contact-heading"] [data-reveal]').last();
      await expect(last).not.toHaveClass(/is-visible/);
      await last.scrollIntoViewIfNeeded();
      await expect(last).toHaveClass(/is-visible/);
      await first.scrollIntoViewIfNeeded();
      await expect(first).toHaveClass(/is-visible/);
    });
  });
}

test.describe('under reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('nothing is hidden for a reveal', async ({ page }) => {
    await page.goto('/en/');
    const last = page.locator('[aria-labelledby="contact-heading"] [data-reveal]').last();
    expect(await last.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
  });
});

test('public pages carry no framework runtime and no loader data; the admin area does', async ({
  request,
}) => {
  const {
    items: [item],
  } = (await (await request.get('/api/portfolio')).json()) as { items: { slug: string }[] };
  for (const path of ['/en/', '/fr/', projectUrl(item!), '/fr/confidentialite', '/no/such/page']) {
    const html = await (await request.get(path)).text();
    expect(html, path).not.toContain('__reactRouterContext');
    expect(html, path).not.toContain('modulepreload');
    expect(html, path).not.toContain('"imageUrl"');
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    // The JSON-LD where a page has it, and one script: the class for "scripts will run",
    // then the display face and the islands once the page has painted.
    expect(
      scripts.filter((s) => !s.includes('application/ld+json')),
      path,
    ).toHaveLength(1);
    expect(html, path).toMatch(
      /addEventListener\('load', function \(\) \{ painted\(function \(\) \{ import\("\/assets\/islands-[\w-]+\.js"\); \}\); \}\);/,
    );
  }
  const admin = await (await request.get('/admin/login')).text();
  expect(admin).toContain('__reactRouterContext');
});

test('the logo strip holds each logo once in the page and three times once its island runs', async ({
  page,
  request,
}) => {
  const logos = (await (await request.get('/api/logos/active')).json()) as unknown[];
  const html = await (await request.get('/en/')).text();
  expect(html.match(/data-logo-kind=/g)).toHaveLength(logos.length);
  await page.goto('/en/');
  await expect(page.locator('.marquee-track > li')).toHaveCount(logos.length * 3);
  await expect(page.locator('.marquee-track > li:not([aria-hidden])')).toHaveCount(logos.length);
});

test('a contact form posted from another site is refused, plainly, and stores nothing', async ({
  request,
}) => {
  const marker = `Cross-site message ${randomUUID()}`;
  const fields = {
    name: 'Mallory',
    email: 'mallory@example.com',
    message: marker,
    privacy: 'on',
  };
  const refused = await request.post('/en/', {
    form: fields,
    headers: { origin: 'https://elsewhere.example', 'x-forwarded-for': clientAddress() },
  });
  expect(refused.status()).toBe(403);
  expect(await refused.text()).toBe('Forbidden: this form was sent from another site');
  expect(await storedMessage(request, marker)).toBeUndefined();
});

test('methods a page does not take answer 405, and POST elsewhere changes nothing', async ({
  request,
}) => {
  for (const method of ['DELETE', 'PUT', 'PATCH']) {
    const response = await request.fetch('/en/', { method });
    expect(response.status(), method).toBe(405);
    expect(response.headers().allow).toBe('GET, HEAD, POST');
  }
  for (const path of ['/', '/en/privacy', '/fr/realisations/x', '/no/such/page']) {
    const response = await request.post(path, { form: { name: 'x' } });
    expect(response.status(), path).toBe(405);
    expect(response.headers().allow, path).toBe('GET, HEAD');
  }
});
