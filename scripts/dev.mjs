#!/usr/bin/env node
// The developer loop (npm run dev, make dev): the API and the site on the embedded defaults
// of npm run serve (same variables, same ./data), from the working tree, in watch mode.
// `tsc --watch` recompiles the contracts, the API and the site's server as files change;
// `node --watch` restarts the API when its compiled code changes and the site's server when
// its own does; the site renders app/ through Vite's dev server (frontend/server/dev-server.ts),
// so a change to a page, a component or an admin screen reaches the open browser without a
// manual reload. Ctrl-C stops everything; if any part ends on its own, the rest stop too.
import { createRequire } from 'node:module';
import { embeddedAddresses, ProcessGroup } from './processes.mjs';

const { apiHost, apiPort, siteHost, sitePort, apiUrl } = embeddedAddresses();
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
/** What `tsc --watch` prints when a compilation is done, whatever it found. */
const COMPILED = /Found \d+ errors?\. Watching for file changes/;
const group = new ProcessGroup();

/** `tsc --watch` of one project, resolved once its first compilation is written. */
function compile(name, project) {
  const child = group.start(name, '.', [tsc, '--watch', '--preserveWatchOutput', '-p', project], {
    stdout: 'pipe',
  });
  return new Promise((resolve) => {
    let first = true;
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (text) => {
      // Its reports and errors, each line named by its project.
      for (const line of text.split('\n')) {
        if (line.trim() && !/Starting (incremental )?compilation/.test(line)) {
          process.stdout.write(`[${name}] ${line}\n`);
        }
      }
      if (first && COMPILED.test(text)) {
        first = false;
        resolve();
      }
    });
  });
}

// The API and the site's server import the contracts' compiled output: it comes first.
await compile('contracts', 'contracts/tsconfig.build.json');
await Promise.all([
  compile('api', 'backend/tsconfig.build.json'),
  compile('site server', 'frontend/tsconfig.server.json'),
]);
if (!group.stopping) {
  // From the repository root, so the embedded DATA_DIR (./data) is npm run serve's.
  // --watch follows every module the API loads, the contracts' compiled files included.
  group.start('API', '.', ['--watch', 'backend/dist/main.js'], {
    env: { HOST: apiHost, PORT: apiPort },
  });
  await group.waitForApi(apiUrl);
}
if (!group.stopping) {
  // Only the server's own output: the pages and the admin reload through Vite instead.
  group.start('Site', 'frontend', ['--watch-path=build/runtime', 'build/runtime/main.js'], {
    env: {
      NODE_ENV: 'development',
      HOST: siteHost,
      PORT: sitePort,
      BACKEND_URL: process.env.BACKEND_URL || apiUrl,
    },
  });
  console.log(`Prism (development) is up: http://${siteHost}:${sitePort} (API at ${apiUrl})`);
}
