// @ts-check
// The one free-port helper: the backend's tests (CommonJS under Jest), the site's browser
// tests (Playwright, ESM) and the benchmark (plain .mjs) all import it, so it is plain
// CommonJS with its types beside it (free-port.d.cts).
const { createServer } = require('node:net');

/** A port free on 127.0.0.1 right now, for a server about to be started. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

module.exports = { freePort };
