import { sendingIfMatch } from '../support/if-match';
import { randomBytes } from 'node:crypto';
import { generateSync } from 'otplib';
import { crc32, deflateSync } from 'node:zlib';
import type { Role } from '@prism/contracts';
import type { APIRequestContext, Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { expect } from '../support/fixtures';

export interface Account {
  id: number;
  username: string;
  password: string;
  role: Role;
}

export const seededOwner = (): Omit<Account, 'id'> => ({
  username: process.env.E2E_ADMIN_USERNAME ?? '',
  password: process.env.E2E_ADMIN_PASSWORD ?? '',
  role: 'owner',
});

let addressCounter = 0;

/**
 * A client address of its own for each API sign-in or contact submission (the site's
 * proxy forwards X-Forwarded-For and the API trusts that one hop), as if each came from
 * another machine: the per-IP sign-in and contact limits then never couple the tests.
 */
export function clientAddress(): string {
  addressCounter += 1;
  return `198.51.${100 + (Math.floor(addressCounter / 250) % 10)}.${(addressCounter % 250) + 1}`;
}

/**
 * Signs in through the API. Given a browser context's `request`, its pages then carry the
 * session cookie (they share one cookie jar).
 */
export async function signIn(
  request: APIRequestContext,
  account: Pick<Account, 'username' | 'password'>,
): Promise<void> {
  const response = await request.post('/api/auth/login', {
    data: { username: account.username, password: account.password },
    headers: { 'x-forwarded-for': clientAddress() },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** A new browser context signed in as the account. */
export async function contextAs(
  browser: Browser,
  account: Pick<Account, 'username' | 'password'>,
): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  await signIn(context.request, account);
  return context;
}

/** An API client signed in as the seeded owner, for setting up and cleaning up. */
export async function ownerApi(playwright: {
  request: { newContext(options: { baseURL?: string }): Promise<APIRequestContext> };
}): Promise<APIRequestContext> {
  const request = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL });
  await signIn(request, seededOwner());
  return sendingIfMatch(request);
}

/** Creates a staff account through the API as the seeded owner. */
export async function createAccount(owner: APIRequestContext, role: Role): Promise<Account> {
  const username = `e2e-${role}-${randomBytes(4).toString('hex')}`;
  const password = randomBytes(9).toString('hex');
  const response = await owner.post('/api/admin/users', { data: { username, password, role } });
  expect(response.status(), await response.text()).toBe(201);
  const { id } = (await response.json()) as { id: number };
  return { id, username, password, role };
}

/** The one visible toast (Radix also copies it into a screen-reader live region). */
export function toast(page: Page): Locator {
  return page.locator('li.toast');
}

export async function expectToast(page: Page, title: string, description?: string | RegExp) {
  const shown = toast(page);
  await expect(shown).toHaveCount(1);
  await expect(shown).toContainText(title);
  if (description) await expect(shown).toContainText(description);
}

/** Today in the admin's date format (docs/product.md#dates). */
export function longDate(date = new Date()): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(date);
}

/** A real PNG of one colour, built in memory (the server re-encodes it). */
export function png(width: number, height: number, rgb: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3).fill(Buffer.from(rgb))]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Waits until a screen has its data: no skeleton and no session re-check on screen. */
export async function settled(page: Page): Promise<void> {
  await expect(page.locator('.animate-pulse')).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'Checking your session' })).toHaveCount(
    0,
  );
}

/**
 * The authenticator app's code of the step before this one, as a confirm sends it so that
 * the sign-in after may use the current step's. Made with at least 10 s of the step left: at
 * a step's last moment, a busy server reads it in the next step, two steps old, and refuses
 * it (the API suites' `previousStepCode`, for the same reason).
 */
export async function previousStepCode(secret: string): Promise<string> {
  const left = 30_000 - (Date.now() % 30_000);
  if (left < 10_000) await new Promise((resolve) => setTimeout(resolve, left + 50));
  return generateSync({ secret, epoch: Math.floor(Date.now() / 1000) - 30 });
}
