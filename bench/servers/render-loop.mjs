// R2's baseline: React's renderToString of the very tree the site renders for a URL, in a
// loop, on one core. The tree is captured from a real request through the built app (the
// entry's routerContext, loaders already resolved), so only rendering is left to time.
// Usage: node render-loop.mjs <backend url> <public url> <path> <seconds>
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createRequestHandler, ServerRouter } from 'react-router';
import { documentLength, renderedDocument } from '@prism/contracts/rendered-document';

const [backendUrl, publicUrl, pagePath, seconds] = process.argv.slice(2);
const buildDir = path.resolve(import.meta.dirname, '../../frontend/build');
const build = await import(pathToFileURL(path.join(buildDir, 'server/index.js')).href);
const { BackendClient } = await import(
  pathToFileURL(path.join(buildDir, 'runtime/backend.js')).href
);
const { builtIslandScript } = await import(
  pathToFileURL(path.join(buildDir, 'runtime/islands.js')).href
);

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
          captured = { url: request.url, routerContext, handoff: forLoop };
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
// The load context the site gives its loaders (frontend/server/site-context.ts).
const backend = new BackendClient(backendUrl);
const response = await handle(new Request(`http://127.0.0.1${pagePath}`), {
  publicUrl,
  backend,
  islandScript: builtIslandScript(path.join(buildDir, 'client')),
});
await backend.close();
// The entry hands its document over beside the Response, as the site server reads it.
const rendered = renderedDocument(response);
const documentBytes = rendered && documentLength(rendered);
if (!captured || response.status !== 200 || documentBytes === undefined)
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
// The site's providers around the router (its inline stylesheet among them), in the page's
// language, as a page has.
const render = () =>
  entry.renderInDocumentLocale(captured.routerContext, () =>
    renderToString(
      entry.documentProviders(
        createElement(ServerRouter, {
          context: { ...captured.routerContext, serverHandoffStream: handoff() },
          url: captured.url,
        }),
      ),
    ),
  );
const first = render();
// Warm-up, then as many renders as fit in the time.
const warmUntil = performance.now() + 1_000;
while (performance.now() < warmUntil) render();
let count = 0;
const start = performance.now();
const end = start + Number(seconds) * 1_000;
while (performance.now() < end) {
  render();
  count += 1;
}
const elapsed = (performance.now() - start) / 1_000;
process.stdout.write(
  JSON.stringify({
    rendersPerSecond: count / elapsed,
    msPerRender: (elapsed * 1_000) / count,
    htmlBytes: Buffer.byteLength(first),
    documentBytes,
  }),
);
