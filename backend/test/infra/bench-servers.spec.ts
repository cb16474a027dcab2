/**
 * The bench's baselines (bench/servers) against the built site and a seeded API: the render
 * loop drives the same build the site runs, from outside, so a change to the site's entry or
 * load context breaks it here, in npm test, not at the next `npm run bench`. Nothing is timed.
 */
import { execFile } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { freePort } from '../../../scripts/free-port.cjs';
import { makeTempDir } from '../support/test-database';
import { startNode, stopProcess, waitForOk } from './node-processes';
import { repoPath } from './repo-files';

const run = promisify(execFile);

describe('the bench baselines on the built site', () => {
  it('render the landing tree in a loop and replay captured pages, or compress them per request', async () => {
    const siteBuild = repoPath('frontend/build/server/index.js');
    if (!existsSync(siteBuild)) throw new Error(`${siteBuild} is missing: run npm run build first`);
    const data = makeTempDir('prism-bench-servers-');
    const [apiPort, staticPort] = [await freePort(), await freePort()];
    const apiUrl = `http://127.0.0.1:${apiPort}`;
    const api = startNode(repoPath('backend/dist/main.js'), repoPath('backend'), {
      // The demo's images encoded and passwords hashed at the fastest settings (ADR 055).
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(apiPort),
      DATA_DIR: data.path,
      SEED_DEMO_CONTENT: 'true',
      LOG_LEVEL: 'error',
    });
    let baseline: ReturnType<typeof startNode> | undefined;
    let compressing: ReturnType<typeof startNode> | undefined;
    try {
      await waitForOk(`${apiUrl}/api/health`, api);
      const { stdout } = await run(
        process.execPath,
        ['servers/render-loop.mjs', apiUrl, 'http://127.0.0.1:1', '/en/', '0.2'],
        { cwd: repoPath('bench'), env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production' } },
      );
      const loop = JSON.parse(stdout) as { rendersPerSecond: number; msPerRender: number };
      expect(loop.rendersPerSecond).toBeGreaterThan(0);
      expect(loop.msPerRender).toBeGreaterThan(0);

      // Answers as the site sends them, in each encoding (bench/lib/capture.mjs writes these).
      const pagesFile = path.join(data.path, 'pages.json');
      const styled = `<!doctype html><style>${'p{margin:0}'.repeat(500)}</style><p>captured</p>`;
      const plain = '<!doctype html><p>captured</p>';
      const captured = (html: string) => ({
        headers: {
          'content-type': 'text/html; charset=utf-8',
          'x-content-type-options': 'nosniff',
        },
        bodies: {
          identity: Buffer.from(html).toString('base64'),
          br: brotliCompressSync(html).toString('base64'),
          gzip: gzipSync(html).toString('base64'),
        },
      });
      const pages = { '/': plain, '/styled': styled };
      writeFileSync(
        pagesFile,
        JSON.stringify({ '/': captured(plain), '/styled': captured(styled) }),
      );
      baseline = startNode(repoPath('bench/servers/static-html.mjs'), repoPath('bench'), {}, [
        pagesFile,
        String(staticPort),
      ]);
      await waitForOk(`http://127.0.0.1:${staticPort}/`, baseline);
      // The bytes captured, in the encoding asked for, with the captured headers.
      const page = await fetch(`http://127.0.0.1:${staticPort}/`, {
        headers: { 'accept-encoding': 'gzip, deflate, br' },
      });
      expect(page.headers.get('content-encoding')).toBe('br');
      expect(await page.text()).toBe(plain);
      expect(page.headers.get('x-content-type-options')).toBe('nosniff');
      const identity = await fetch(`http://127.0.0.1:${staticPort}/`, {
        headers: { 'accept-encoding': 'identity' },
      });
      expect(identity.headers.get('content-encoding')).toBeNull();
      expect(await identity.text()).toBe(plain);

      // R2's ceiling: each page compressed per request as the site sends a page it does not
      // keep, its stylesheet's brotli made once and spliced in.
      const compressPort = await freePort();
      compressing = startNode(repoPath('bench/servers/static-html.mjs'), repoPath('bench'), {}, [
        pagesFile,
        String(compressPort),
        'compress',
      ]);
      await waitForOk(`http://127.0.0.1:${compressPort}/`, compressing);
      for (const [pagePath, html] of Object.entries(pages)) {
        const sent = await fetch(`http://127.0.0.1:${compressPort}${pagePath}`, {
          headers: { 'accept-encoding': 'br' },
        });
        expect(sent.headers.get('content-encoding')).toBe('br');
        expect(await sent.text()).toBe(html);
      }
    } finally {
      if (compressing) await stopProcess(compressing);
      if (baseline) await stopProcess(baseline);
      await stopProcess(api);
      data.remove();
    }
  }, 360_000);
});
