// @ts-check
// The one free-port helper: the backend's tests (CommonJS under Jest), the site's browser
// tests (Playwright, ESM) and the benchmark (plain .mjs) all import it, so it is plain
// CommonJS with its types beside it (free-port.d.cts).
const { createServer } = require('node:net');

// Below Linux's ephemeral range (32768-60999 by default): a port the kernel handed out for
// port 0 is one it also hands to outgoing connections, and between the check and a server's
// listen (an API's start, seconds on busy cores) a client socket of the same run can take
// it, and the server exits on EADDRINUSE (the likely cause of one "the process exited" in a
// fresh-clone suite; that test ignores its children's output, so it was not confirmed).
const LOWEST = 20_000;
const HIGHEST = 32_767;

/**
 * Whether `port` can be listened on at 127.0.0.1 right now.
 * @param {number} port
 * @returns {Promise<boolean>}
 */
function listenable(port) {
  return new Promise((resolve) => {
    const server = createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/**
 * A port free on 127.0.0.1 right now, for a server about to be started.
 * @returns {Promise<number>}
 */
async function freePort() {
  for (let tries = 0; tries < 100; tries += 1) {
    const port = LOWEST + Math.floor(Math.random() * (HIGHEST - LOWEST + 1));
    if (await listenable(port)) return port;
  }
  throw new Error(`No free port between ${LOWEST} and ${HIGHEST} after 100 tries`);
}

module.exports = { freePort };
