// R2's baseline: the site's own render of one URL, in a loop, on one core, with nothing
// around it. The built app is driven as React Router drives it: one real request through
// its handler (loaders against the API) keeps the router context its entry was given, and
// the loop then calls that same entry (app/entry.server.tsx's default export, React's
// renderToString of the page's tree and the document's bytes) again and again with it, so
// only rendering is left to time. Nothing in the product exists for this file.
// Usage: node render-loop.mjs <backend url> <public url> <path> <seconds>
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRequestHandler } from 'react-router';

const [backendUrl, publicUrl, pagePath, seconds] = process.argv.slice(2);
const buildDir = path.resolve(import.meta.dirname, '../../frontend/build');
// The build as the site renders public pages from it: without the admin area's routes.
const { withoutAppRoutes } = await import(
  pathToFileURL(path.join(buildDir, 'runtime/pages.js')).href
);
const build = withoutAppRoutes(
  await import(pathToFileURL(path.join(buildDir, 'server/index.js')).href),
);

/** The load context the site hands its loaders (app/context.ts), with a plain API client. */
async function call(method, apiPath, body, options = {}) {
  const response = await fetch(`${backendUrl}${apiPath}`, {
    method,
    headers: { accept: 'application/json', 'content-type': 'application/json', ...options.headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) {
    throw Object.assign(new Error(`${method} ${apiPath}: ${response.status}`), {
      name: 'BackendError',
      status: response.status,
      body: text,
    });
  }
  return text ? JSON.parse(text) : null;
}
const manifest = JSON.parse(
  readFileSync(path.join(buildDir, 'client/.vite/islands-manifest.json'), 'utf8'),
);
const context = {
  publicUrl,
  backend: {
    getJson: (apiPath, options) => call('GET', apiPath, undefined, options),
    postJson: (apiPath, body, options) => call('POST', apiPath, body, options),
  },
  islandScript: `/${manifest['app/islands/main.ts'].file}`,
};

let captured = null;
const entry = build.entry.module;
const handle = createRequestHandler(
  {
    ...build,
    entry: {
      module: {
        ...entry,
        default: (request, status, headers, routerContext, loadContext) => {
          // The loader data travels in a stream each render reads once: keep a copy of it.
          const [forPage, forLoop] = routerContext.serverHandoffStream?.tee() ?? [];
          captured = { request, routerContext, handoff: forLoop, loadContext };
          return entry.default(
            request,
            status,
            headers,
            { ...routerContext, serverHandoffStream: forPage },
            loadContext,
          );
        },
      },
    },
  },
  'production',
);
const response = await handle(new Request(`${publicUrl}${pagePath}`), context);
if (!captured || response.status !== 200)
  throw new Error(`no tree for ${pagePath}: ${response.status}`);

const chunks = [];
if (captured.handoff) for await (const chunk of captured.handoff) chunks.push(chunk);
const handoff = () =>
  new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
/** One render by the site's entry, as React Router calls it: the tree to the document's bytes. */
const render = () =>
  entry.default(
    captured.request,
    200,
    new Headers(),
    { ...captured.routerContext, serverHandoffStream: handoff() },
    captured.loadContext,
  );
await render();
// Warm-up, then as many renders as fit in the time.
const warmUntil = performance.now() + 1_000;
while (performance.now() < warmUntil) await render();
let count = 0;
const cpuBefore = process.cpuUsage();
const start = performance.now();
const end = start + Number(seconds) * 1_000;
while (performance.now() < end) {
  await render();
  count += 1;
}
const elapsed = (performance.now() - start) / 1_000;
const cpu = process.cpuUsage(cpuBefore);
process.stdout.write(
  JSON.stringify({
    rendersPerSecond: count / elapsed,
    msPerRender: (elapsed * 1_000) / count,
    // CPU time, every thread: what a render costs whatever else the machine is running.
    cpuMsPerRender: (cpu.user + cpu.system) / 1_000 / count,
  }),
);
