// R1's and R5's baseline: the site's own Express stack (frontend/server/app.ts: proxy
// filter, security headers, static files) up to where the page cache answers, with a
// handler there that sends bytes captured from the real site, from memory. With `compress`,
// it sends each page as the site sends a page it does not keep (frontend/server/page-send.ts:
// compressed on every request, in the encoding the visitor accepts): R2's ceiling.
// Usage: node static-html.mjs <pages.json> <port> [compress]; pages.json maps a URL to its body.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const buildDir = path.resolve(import.meta.dirname, '../../frontend/build');
const { createApp } = await import(pathToFileURL(path.join(buildDir, 'runtime/app.js')).href);
const { loadConfig } = await import(pathToFileURL(path.join(buildDir, 'runtime/config.js')).href);
const { sendOnce } = await import(pathToFileURL(path.join(buildDir, 'runtime/page-send.js')).href);
const { etagOf } = await import(
  pathToFileURL(path.join(buildDir, 'runtime/rendered-page.js')).href
);

const [pagesFile, port, mode] = process.argv.slice(2);
const pages = new Map(
  Object.entries(JSON.parse(readFileSync(pagesFile, 'utf8'))).map(([url, body]) => [
    url,
    Buffer.from(body, 'utf8'),
  ]),
);

const app = createApp({
  config: loadConfig({ ...process.env, NODE_ENV: 'production' }),
  build: {},
  clientDir: path.join(buildDir, 'client'),
  documentHandler: (req, res) => {
    const body = pages.get(req.originalUrl);
    if (!body) return res.status(404).end();
    if (mode === 'compress') {
      // Its validator is made once here, where the site hashes every render: a ceiling.
      const headers = [['content-type', 'text/html; charset=utf-8']];
      return sendOnce(req, res, { version: 0, status: 200, headers, body, etag: etagOf(body) });
    }
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Content-Length', body.length);
    res.end(body);
  },
});
app.listen(Number(port), '127.0.0.1', () => console.log(`static baseline on ${port}`));
process.once('SIGTERM', () => process.exit(0));
