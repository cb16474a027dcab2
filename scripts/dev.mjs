#!/usr/bin/env node
// The developer loop (npm run dev, make dev): the API and the site on the embedded defaults
// of npm run serve (same variables, same ./data), from the working tree, in watch mode.
// `tsc --watch` recompiles the contracts, the API and the site's server as files change;
// `node --watch` restarts the API when its compiled code changes and the site's server when
// its own does; the site renders app/ through Vite's dev server (frontend/server/dev-server.ts),
// so a change to a page, a component or an admin screen reaches the open browser without a
// manual reload. Ctrl-C stops everything; if any part ends on its own, the rest stop too.
import { execFile } from 'node:child_process';
import { watch } from 'node:fs';
import { createRequire } from 'node:module';
import { embeddedAddresses, ProcessGroup } from './processes.mjs';

const { apiHost, apiPort, siteHost, sitePort, apiUrl, dataDir } = embeddedAddresses();
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
    env: { HOST: apiHost, PORT: apiPort, DATA_DIR: dataDir },
  });
  await group.waitForApi(apiUrl);
}
// The messages (ADR 047) compile with the build's own step, scripts/i18n.mjs, whenever a
// catalogue changes; Vite then sees app/paraglide change and the pages update. (Paraglide's
// Vite plugin, once used here, kept writing the previous words after a few edits.)
let compiling = null;
let again = false;
function compileMessages() {
  if (compiling) {
    again = true;
    return compiling;
  }
  compiling = new Promise((resolve) => {
    execFile('node', ['scripts/i18n.mjs'], { cwd: 'frontend' }, (error, stdout, stderr) => {
      if (error) process.stdout.write(`[messages] ${stderr || error.message}\n`);
      else process.stdout.write('[messages] compiled\n');
      resolve();
    });
  }).then(() => {
    compiling = null;
    if (again) {
      again = false;
      void compileMessages();
    }
  });
  return compiling;
}
for (const dir of ['frontend/messages', 'frontend/project.inlang']) {
  watch(dir, { recursive: true }, (_event, file) => {
    if (String(file).endsWith('.json')) void compileMessages();
  });
}
// The site renders with the compiled messages: they are there before it starts.
await compileMessages();

if (!group.stopping) {
  // Only the server's own output: the pages and the admin reload through Vite instead.
  group.start('Site', 'frontend', ['--watch-path=build/runtime', 'build/runtime/main.js'], {
    env: {
      NODE_ENV: 'development',
      HOST: siteHost,
      PORT: sitePort,
      DATA_DIR: dataDir,
      BACKEND_URL: process.env.BACKEND_URL || apiUrl,
    },
  });
}
// The site answers /api/health by passing it on: once it does, the site is listening too
// (Vite's first dependency scan takes a while on a busy machine).
const siteUrl = `http://${siteHost === '0.0.0.0' ? '127.0.0.1' : siteHost}:${sitePort}`;
if (!group.stopping && (await group.waitForApi(siteUrl))) {
  console.log(`Prism (development) is up: ${siteUrl} (API at ${apiUrl})`);
}
