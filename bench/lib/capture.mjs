// The answers a running site sends for a page, byte for byte as they leave it (no decoding),
// in each encoding: what the static baseline replays (servers/static-html.mjs).
import { request } from 'node:http';

/** Headers a replay must not copy: the connection's own, and the ones each answer sets. */
const PER_ANSWER = new Set([
  'connection',
  'keep-alive',
  'date',
  'transfer-encoding',
  'content-length',
  'content-encoding',
  'x-cache',
]);

function rawGet(url, headers) {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/**
 * `{ [path]: { headers, bodies: { identity, br, gzip } } }` for each path, the bodies in
 * base64; each asked twice, so a site with a page cache answers the second from it.
 */
export async function capturePages(siteUrl, paths) {
  const pages = {};
  for (const path of paths) {
    const bodies = {};
    let kept = {};
    for (const encoding of ['identity', 'br', 'gzip']) {
      const headers = encoding === 'identity' ? {} : { 'accept-encoding': encoding };
      await rawGet(`${siteUrl}${path}`, headers);
      const answer = await rawGet(`${siteUrl}${path}`, headers);
      if (answer.status !== 200) throw new Error(`${path}: ${answer.status}`);
      const sent = answer.headers['content-encoding'] ?? 'identity';
      if (sent !== encoding) throw new Error(`${path}: asked ${encoding}, sent ${sent}`);
      bodies[encoding] = answer.body.toString('base64');
      if (encoding === 'identity') {
        kept = Object.fromEntries(
          Object.entries(answer.headers).filter(([name]) => !PER_ANSWER.has(name)),
        );
      }
    }
    pages[path] = { headers: kept, bodies };
  }
  return pages;
}
