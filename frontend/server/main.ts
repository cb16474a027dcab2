import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { configOrExit, KEEP_ALIVE_TIMEOUT_MS } from '@prism/contracts/server-config';
import { HttpDrain } from '@prism/contracts/server-drain';
import { expressHttpServer } from '@prism/contracts/server-http';
import type { ServerBuild } from 'react-router';
import { closeApp, createApp } from './app.js';
import { loadConfig } from './config.js';
import { builtIslandScript } from './islands.js';

// build/runtime/main.js → build/
const buildDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// A promise nobody awaited must not take the site down with it: log it and keep serving
// (Node would otherwise exit on the first one). The API calls themselves never throw out of
// their awaits (backend.ts); this is the net under anything that might.
process.on('unhandledRejection', (reason) => {
  console.error(
    `Unhandled rejection: ${reason instanceof Error ? reason.message : String(reason)}`,
  );
});

async function main(): Promise<void> {
  const config = configOrExit(() => loadConfig(process.env));

  if (config.dev) {
    // Vite and the reload of open pages, in a module production never loads.
    const { startDevServer } = await import('./dev-server.js');
    await startDevServer(config, path.resolve(buildDir, '..'));
    return;
  }
  const build = (await import(
    pathToFileURL(path.join(buildDir, 'server/index.js')).href
  )) as ServerBuild;
  const app = createApp({
    config,
    build,
    clientDir: path.join(buildDir, 'client'),
    islandScript: builtIslandScript(path.join(buildDir, 'client')),
  });

  // Requests made with Express's prototypes from the start (ADR 108).
  const server = expressHttpServer(app);
  // The port can't be had (EADDRINUSE, EACCES).
  const cannotListen = (error: Error) => {
    console.error(`Site could not listen on ${config.host}:${config.port}: ${error.message}`);
    process.exit(1);
  };
  server.once('error', cannotListen);
  server.listen(config.port, config.host, () => {
    server.off('error', cannotListen);
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    process.stdout.write(
      `Site listening on http://${config.host}:${port} (public URL ${config.publicUrl})\n`,
    );
  });
  // Browsers, HAProxy and test clients reuse idle sockets: this server must keep them longer.
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  const drain = new HttpDrain(server);
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    // Not ready at once; serving on until the load balancer has taken this copy out.
    app.locals.ready = false;
    setTimeout(() => {
      // Streams still open after 10 s (a slow client) don't hold the shutdown hostage; the
      // counts of the last requests leave before the process does.
      void drain
        .drain(10_000)
        .then(() => closeApp(app))
        .finally(() => process.exit(0));
    }, config.shutdownDelaySeconds * 1000);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
