/**
 * The site in development (NODE_ENV=development, `npm run dev`): the same Express app as in
 * production, with Vite's dev server in middleware mode serving app/ from source (React
 * Router's documented custom-server set-up). The admin app gets Vite's hot updates through
 * React Router's scripts. Public pages load no Vite client, so here their islands
 * entry is a module that also listens for a reload: any change under app/ reloads them.
 * Nothing here is part of the production build's path (main.ts imports it in development only).
 */
import http from 'node:http';
import path from 'node:path';
import type { ServerBuild } from 'react-router';
import type { Plugin } from 'vite';
import { createApp } from './app.js';
import type { FrontendConfig } from './config.js';
import { ISLANDS_ENTRY } from './islands.js';

/** The public pages' entry in development: the islands, and a reload on any change. */
const DEV_ISLANDS = 'virtual:prism-dev-islands';
const RELOAD_EVENT = 'prism:reload';

/** Starts the development site on config.host:config.port; `root` is the frontend folder. */
export async function startDevServer(config: FrontendConfig, root: string): Promise<void> {
  // Vite's hot-update socket shares the site's port: the pages' CSP allows `connect-src
  // 'self'` only, and a second port would clash between two checkouts.
  const server = http.createServer();
  const { createServer } = await import('vite');
  const vite = await createServer({
    root,
    appType: 'custom',
    server: { middlewareMode: true, hmr: { server } },
    // Every module a browser may load, scanned at start: dependencies found later (an admin
    // screen opened first) would be bundled apart, and a page holding both copies of React
    // breaks until Vite reloads it.
    optimizeDeps: { entries: ['app/root.tsx', 'app/routes/**/*.{ts,tsx}', 'app/islands/*.ts'] },
    plugins: [reloadPublicPages(path.join(root, 'app'))],
  });
  const app = createApp({
    config,
    devMiddleware: vite.middlewares,
    build: () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>,
    islandScript: `/@id/__x00__${DEV_ISLANDS}`,
  });
  server.on('request', app);
  server.once('error', (error) => {
    console.error(`Site could not listen on ${config.host}:${config.port}: ${error.message}`);
    process.exit(1);
  });
  server.listen(config.port, config.host, () => {
    process.stdout.write(`Site (development) listening on http://${config.host}:${config.port}\n`);
  });
  // node --watch restarts this process on a change of the server's own code: let go of the
  // port at once (open sockets and Vite's watcher included), nothing here needs draining.
  const stop = () => {
    server.closeAllConnections();
    void vite.close().finally(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

/**
 * Serves the dev islands entry and, once Vite has taken a change of a file under `appDir` (or
 * of any module the server rendered with) into its module graphs (hotUpdate runs after
 * that), tells the open public pages to reload.
 * Admin pages don't listen for the event: React Router updates them in place.
 */
function reloadPublicPages(appDir: string): Plugin {
  const resolved = `\0${DEV_ISLANDS}`;
  return {
    name: 'prism-dev-reload-public-pages',
    apply: 'serve',
    resolveId: (id) => (id === DEV_ISLANDS ? resolved : undefined),
    load: (id) =>
      id === resolved
        ? `import.meta.hot?.on(${JSON.stringify(RELOAD_EVENT)}, () => location.reload());\n` +
          `import '/${ISLANDS_ENTRY}';\n`
        : undefined,
    hotUpdate({ file, modules, server }) {
      // Once per change: each environment (client, ssr) runs this hook. A page may render a
      // file outside app/ too (the contracts' source): any module the server has loaded counts.
      if (this.environment.name !== 'ssr') return;
      if (modules.length === 0 && !file.startsWith(appDir + path.sep)) return;
      server.ws.send({ type: 'custom', event: RELOAD_EVENT });
    },
  };
}
