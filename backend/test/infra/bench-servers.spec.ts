/**
 * The bench's baselines (bench/servers) against the built site and a seeded API: they load
 * the same build the site runs, so a change to the site's load context or server options
 * breaks them here, in npm test, not at the next `npm run bench`. Nothing is timed.
 */
import { execFile } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../../../scripts/free-port.cjs';
import { makeTempDir } from '../support/test-database';
import { startNode, stopProcess, waitForOk } from './node-processes';
import { repoPath } from './repo-files';

const run = promisify(execFile);

describe('the bench baselines on the built site', () => {
  it('render the landing tree in a loop and serve captured pages through the site stack', async () => {
    const siteBuild = repoPath('frontend/build/runtime/app.js');
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
      const loop = JSON.parse(stdout) as {
        rendersPerSecond: number;
        htmlBytes: number;
        documentBytes: number;
      };
      expect(loop.rendersPerSecond).toBeGreaterThan(0);
      // The demo landing page: every section, the seeded case studies' cards; the document
      // is that markup with the site's stylesheet put in (ADR 080).
      expect(loop.htmlBytes).toBeGreaterThan(20_000);
      expect(loop.documentBytes).toBeGreaterThan(loop.htmlBytes + 10_000);

      const pagesFile = path.join(data.path, 'pages.json');
      const styled = `<!doctype html><style>${'p{margin:0}'.repeat(500)}</style><p>captured</p>`;
      const pages = { '/': '<!doctype html><p>captured</p>', '/styled': styled };
      writeFileSync(pagesFile, JSON.stringify(pages));
      baseline = startNode(repoPath('bench/servers/static-html.mjs'), repoPath('bench'), {}, [
        pagesFile,
        String(staticPort),
      ]);
      await waitForOk(`http://127.0.0.1:${staticPort}/`, baseline);
      const page = await fetch(`http://127.0.0.1:${staticPort}/`);
      expect(await page.text()).toBe('<!doctype html><p>captured</p>');
      // The site's own stack stood in front of it: its fixed security headers are there.
      expect(page.headers.get('x-content-type-options')).toBe('nosniff');

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
