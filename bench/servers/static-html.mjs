// R1's and R5's baseline: the site's own Express stack (frontend/server/app.ts: proxy
// filter, security headers, static files) up to where the page cache answers, with a
// handler there that sends bytes captured from the real site, from memory. With `compress`,
// it sends each page as the site sends a page it does not keep (frontend/server/page-send.ts:
// compressed on every request, in the encoding the visitor accepts, with the stylesheet's
// brotli made once as the entry hands it over): R2's ceiling.
// Usage: node static-html.mjs <pages.json> <port> [compress]; pages.json maps a URL to its body.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { renderedResponse } from '@prism/contracts/rendered-document';

const buildDir = path.resolve(import.meta.dirname, '../../frontend/build');
const { createApp } = await import(pathToFileURL(path.join(buildDir, 'runtime/app.js')).href);
const { loadConfig } = await import(pathToFileURL(path.join(buildDir, 'runtime/config.js')).href);
const { sendOnce } = await import(pathToFileURL(path.join(buildDir, 'runtime/page-send.js')).href);
const { readPage } = await import(
  pathToFileURL(path.join(buildDir, 'runtime/rendered-page.js')).href
);

const [pagesFile, port, mode] = process.argv.slice(2);
const pages = new Map(
  Object.entries(JSON.parse(readFileSync(pagesFile, 'utf8'))).map(([url, body]) => [
    url,
    Buffer.from(body, 'utf8'),
  ]),
);

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
const sentOnce = new Map();
if (mode === 'compress') {
  for (const [url, body] of pages) sentOnce.set(url, await readPage(asRendered(body), 0));
}

const app = createApp({
  config: loadConfig({ ...process.env, NODE_ENV: 'production' }),
  build: {},
  clientDir: path.join(buildDir, 'client'),
  documentHandler: (req, res) => {
    const body = pages.get(req.originalUrl);
    if (!body) return res.status(404).end();
    // Its validator is made once here, where the site hashes every render: a ceiling.
    if (mode === 'compress') return sendOnce(req, res, sentOnce.get(req.originalUrl));
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Content-Length', body.length);
    res.end(body);
  },
});
app.listen(Number(port), '127.0.0.1', () => console.log(`static baseline on ${port}`));
process.once('SIGTERM', () => process.exit(0));
