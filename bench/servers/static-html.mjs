// R1's and R5's baseline: the site's own Express stack (frontend/server/app.ts: proxy
// filter, security headers, static files) up to where the page cache answers, with a
// handler there that sends, from memory, the very bytes the page cache sends: each page's
// body, brotli and gzip forms and headers as captured from the cached site (bench/run.mjs
// capturePages), in the encoding the visitor accepts, through the site's own sendPage
// (issue 47: the baseline had sent the uncompressed page to every client, 115 KB where the
// cache sends 20 KB of brotli). With `compress`, it sends each page as the site sends a
// page it does not keep (frontend/server/page-send.ts: compressed on every request, in the
// encoding the visitor accepts, with the stylesheet's brotli made once as the entry hands
// it over): R2's ceiling.
// Usage: node static-html.mjs <sent.json> <port>, sent.json mapping a URL to its captured
// answer ({ headers, etag, body, br, gzip }, the bytes in base64); or
// node static-html.mjs <pages.json> <port> compress, pages.json mapping a URL to its HTML.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { renderedResponse } from '@prism/contracts/rendered-document';

const buildDir = path.resolve(import.meta.dirname, '../../frontend/build');
const { createApp } = await import(pathToFileURL(path.join(buildDir, 'runtime/app.js')).href);
const { loadConfig } = await import(pathToFileURL(path.join(buildDir, 'runtime/config.js')).href);
const { sendOnce, sendPage } = await import(
  pathToFileURL(path.join(buildDir, 'runtime/page-send.js')).href
);
const { readPage } = await import(
  pathToFileURL(path.join(buildDir, 'runtime/rendered-page.js')).href
);

const [pagesFile, port, mode] = process.argv.slice(2);
const file = JSON.parse(readFileSync(pagesFile, 'utf8'));

// Each page as the site's entry hands it over: its largest <style> (the site's stylesheet)
// as one Buffer all pages share, so the stylesheet is prepared once (ADR 080).
const sheets = new Map();
function asRendered(body) {
  const html = body.toString('utf8');
  let best = { start: 0, end: 0 };
  for (let at = html.indexOf('<style>'); at !== -1; at = html.indexOf('<style>', at + 1)) {
    const start = at + '<style>'.length;
    const end = html.indexOf('</style>', start);
    if (end - start > best.end - best.start) best = { start, end };
  }
  const sheet = html.slice(best.start, best.end);
  if (!sheets.has(sheet)) sheets.set(sheet, Buffer.from(sheet));
  return renderedResponse(
    {
      before: Buffer.from(html.slice(0, best.start)),
      shared: sheets.get(sheet),
      after: Buffer.from(html.slice(best.end)),
    },
    { status: 200, headers: { 'content-type': 'text/html; charset=utf-8' } },
  );
}
/** Each page as the handler sends it: a rendered page (compress), or the cache's bytes. */
const pages = new Map();
for (const [url, page] of Object.entries(file)) {
  if (mode === 'compress') {
    pages.set(url, await readPage(asRendered(Buffer.from(page, 'utf8')), 0));
    continue;
  }
  pages.set(url, {
    version: 0,
    status: 200,
    headers: page.headers,
    etag: page.etag,
    body: Buffer.from(page.body, 'base64'),
    br: Buffer.from(page.br, 'base64'),
    gzip: Buffer.from(page.gzip, 'base64'),
  });
}
/** The page's own headers, once: those the stack has not set already (security headers). */
const ownHeaders = new WeakSet();

const app = createApp({
  config: loadConfig({ ...process.env, NODE_ENV: 'production' }),
  build: {},
  clientDir: path.join(buildDir, 'client'),
  documentHandler: (req, res) => {
    const page = pages.get(req.originalUrl);
    if (!page) return res.status(404).end();
    // Its validator is made once here, where the site hashes every render: a ceiling.
    if (mode === 'compress') return sendOnce(req, res, page);
    if (!ownHeaders.has(page)) {
      page.headers = page.headers.filter(([name]) => !res.hasHeader(name));
      ownHeaders.add(page);
    }
    return sendPage(req, res, page);
  },
});
app.listen(Number(port), '127.0.0.1', () => console.log(`static baseline on ${port}`));
process.once('SIGTERM', () => process.exit(0));
