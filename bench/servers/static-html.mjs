// The static baseline (R1, R5; issue 47): a plain Express 5 server, the site's own copy of
// Express, that sends from memory the very answers captured from the cached site, headers
// and bytes, in the encoding the client accepts (brotli for browsers, as the site sends
// them): what the cheapest server of the same framework pays to send the same page.
// With `compress`, each page is compressed on every request as the site compresses a page
// it does not keep (brotli 1 with the stylesheet's brotli made once and spliced in, by the
// site's own built splice, gzip 6, or none): R2's ceiling, a page's sending with nothing
// rendered or loaded.
// Usage: node static-html.mjs <pages.json> <port> [compress]
// pages.json maps a path to { headers, bodies: { identity, br, gzip } } (base64 bodies).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

const frontend = path.resolve(import.meta.dirname, '../../frontend');
const require = createRequire(path.join(frontend, 'package.json'));
const express = require('express');
const Negotiator = require('negotiator');

const [pagesFile, port, mode] = process.argv.slice(2);
const ENCODINGS = ['br', 'gzip', 'identity'];
/** What browsers send lists gzip first at the same weight: the server's order breaks the tie. */
const encodingOf = (req) => new Negotiator(req).encoding(ENCODINGS, { preferred: ENCODINGS });

const pages = new Map(
  Object.entries(JSON.parse(readFileSync(pagesFile, 'utf8'))).map(([url, page]) => [
    url,
    {
      headers: Object.entries(page.headers),
      bodies: Object.fromEntries(
        Object.entries(page.bodies).map(([encoding, body]) => [
          encoding,
          Buffer.from(body, 'base64'),
        ]),
      ),
    },
  ]),
);

if (mode === 'compress') {
  const { spliceableRun, spliceBrotli } = await import(
    pathToFileURL(path.join(frontend, 'build/runtime/brotli-splice.js')).href
  );
  // Each page cut around its largest <style> (the site's stylesheet), whose brotli is made
  // once for all pages, as the site's entry hands a page over (ADR 080).
  const runs = new Map();
  for (const page of pages.values()) {
    const html = page.bodies.identity.toString('utf8');
    let best = { start: 0, end: 0 };
    for (let at = html.indexOf('<style>'); at !== -1; at = html.indexOf('<style>', at + 1)) {
      const start = at + '<style>'.length;
      const end = html.indexOf('</style>', start);
      if (end - start > best.end - best.start) best = { start, end };
    }
    const sheet = html.slice(best.start, best.end);
    if (!runs.has(sheet)) runs.set(sheet, sheet ? spliceableRun(Buffer.from(sheet)) : undefined);
    const run = runs.get(sheet);
    const before = Buffer.from(html.slice(0, best.start));
    const after = Buffer.from(html.slice(best.end));
    const whole = page.bodies.identity;
    page.compress = (encoding) => {
      if (encoding === 'br') {
        const spliced = run && spliceBrotli(before, run, after);
        return (
          spliced ??
          brotliCompressSync(whole, {
            params: {
              [zlib.BROTLI_PARAM_QUALITY]: 1,
              [zlib.BROTLI_PARAM_SIZE_HINT]: whole.length,
            },
          })
        );
      }
      if (encoding === 'gzip') return gzipSync(whole, { level: 6 });
      return whole;
    };
  }
}

const app = express();
app.disable('x-powered-by');
app.use((req, res) => {
  const page = pages.get(req.originalUrl);
  if (!page) {
    res.status(404).end();
    return;
  }
  const encoding = encodingOf(req) ?? 'identity';
  for (const [name, value] of page.headers) res.setHeader(name, value);
  const body = page.compress ? page.compress(encoding) : page.bodies[encoding];
  if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', body.length);
  res.end(body);
});
app.listen(Number(port), '127.0.0.1', () => console.log(`static baseline on ${port}`));
process.once('SIGTERM', () => process.exit(0));
