// What a browser downloads: the landing page's image bytes at a phone and a desktop width,
// and a repeat view (same browser cache), which should fetch nothing but the HTML.
// Drives Chromium through playwright-core: CHROMIUM_PATH (or CHROME_PATH), the system's,
// else the npm registry's build (scripts/chromium.cjs, ADR 039); never a browser download.
import { createRequire } from 'node:module';
import path from 'node:path';
import { sizes } from './bytes.mjs';

const require = createRequire(path.resolve(import.meta.dirname, '../../frontend/package.json'));
const { chromium } = require('playwright-core');

const { chromiumForTests } = createRequire(import.meta.url)('../../scripts/chromium.cjs');
const chromiumFound = chromiumForTests({ CHROMIUM_PATH: process.env.CHROME_PATH, ...process.env });
export const CHROME = chromiumFound.path;
/** What the browser needs in its environment (the npm build's fonts and libraries). */
export const CHROME_ENV = chromiumFound.env;
export const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Every response of a page load, from the DevTools protocol: cached or not, and its bytes. */
async function recordLoad(context, url) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const requests = new Map();
  cdp.on('Network.requestWillBeSent', (e) =>
    requests.set(e.requestId, { url: e.request.url, type: e.type, cached: false, bytes: 0 }),
  );
  cdp.on('Network.requestServedFromCache', (e) => {
    const r = requests.get(e.requestId);
    if (r) r.cached = true;
  });
  cdp.on('Network.responseReceived', (e) => {
    const r = requests.get(e.requestId);
    if (!r) return;
    r.status = e.response.status;
    if (e.response.fromDiskCache || e.response.fromPrefetchCache || e.response.fromServiceWorker) {
      r.cached = true;
    }
  });
  cdp.on('Network.loadingFinished', (e) => {
    const r = requests.get(e.requestId);
    if (r) r.bytes = e.encodedDataLength;
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  await page.close();
  return [...requests.values()].filter((r) => !r.url.startsWith('data:'));
}

/** The landing page in its English form: `/` only redirects to a language (ADR 042). */
const LANDING = '/en/';

export async function browserBytes(siteUrl) {
  const browser = await chromium.launch({
    executablePath: CHROME,
    args: CHROME_FLAGS,
    env: { ...process.env, ...CHROME_ENV },
  });
  try {
    const views = {};
    for (const [name, viewport, scale] of [
      ['375', { width: 375, height: 812 }, 2],
      ['1280', { width: 1280, height: 800 }, 1],
    ]) {
      const context = await browser.newContext({ viewport, deviceScaleFactor: scale });
      const first = await recordLoad(context, `${siteUrl}${LANDING}`);
      const images = first.filter((r) => r.type === 'Image');
      const repeat = await recordLoad(context, `${siteUrl}${LANDING}`);
      const fetched = repeat.filter((r) => !r.cached);
      views[name] = {
        page: LANDING,
        deviceScaleFactor: scale,
        imageBytes: images.reduce((sum, r) => sum + r.bytes, 0),
        images: images.length,
        firstViewBytes: first.reduce((sum, r) => sum + r.bytes, 0),
        firstViewRequests: first.length,
        repeatFetched: fetched.map((r) => ({
          path: new URL(r.url).pathname,
          status: r.status,
          bytes: r.bytes,
        })),
        repeatBytes: fetched.reduce((sum, r) => sum + r.bytes, 0),
      };
      await context.close();
    }
    return views;
  } finally {
    await browser.close();
  }
}

/**
 * The JavaScript each page fetches on a phone before the visitor scrolls: every script
 * response of the load, including what is loaded after the load event (islands), until
 * the network has been idle. Each file is measured once, raw and at gzip -9, as bundle
 * budgets are; what the server actually sent is in `transferred`.
 */
export async function firstLoadScripts(siteUrl, pages) {
  const browser = await chromium.launch({
    executablePath: CHROME,
    args: CHROME_FLAGS,
    env: { ...process.env, ...CHROME_ENV },
  });
  try {
    const result = {};
    for (const [name, pagePath] of Object.entries(pages)) {
      const context = await browser.newContext({
        viewport: { width: 375, height: 812 },
        deviceScaleFactor: 2,
      });
      const loaded = await recordLoad(context, `${siteUrl}${pagePath}`);
      await context.close();
      const scripts = loaded.filter((r) => r.type === 'Script');
      const total = { raw: 0, gzip: 0, transferred: 0, files: [] };
      for (const script of scripts) {
        const response = await fetch(script.url, { headers: { 'accept-encoding': 'identity' } });
        const size = sizes(Buffer.from(await response.arrayBuffer()));
        total.raw += size.raw;
        total.gzip += size.gzip;
        total.transferred += script.bytes;
        total.files.push(new URL(script.url).pathname);
      }
      result[name] = { path: pagePath, ...total };
    }
    return result;
  } finally {
    await browser.close();
  }
}
