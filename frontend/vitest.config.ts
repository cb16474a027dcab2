import { build, type Plugin } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { appAliases } from './vite.shared';

const messages = fileURLToPath(new URL('./app/paraglide/messages.js', import.meta.url));
const messagesBundle = fileURLToPath(
  new URL('./app/paraglide/messages.test-bundle.js', import.meta.url),
);

/** Leaves the message modules' import of the runtime outside the bundle, beside it. */
const runtimeOutside: Plugin = {
  name: 'runtime-outside',
  setup(bundler) {
    bundler.onResolve({ filter: /\/runtime\.js$/ }, () => ({
      path: './runtime.js',
      external: true,
    }));
  },
};

/**
 * The compiled messages as one module for the tests. Paraglide emits one module per
 * message (about 1,400), which keeps the public pages' JavaScript to the messages they
 * use; but each test file runs in its own module graph, and loading those modules again
 * for each of the 56 files was most of the step's CPU. Bundled once per run (under a
 * second), they load as one module; the runtime stays the app's own module, so
 * `setLocale` in a test still sets what the messages read.
 */
async function bundleMessages(): Promise<void> {
  await build({
    entryPoints: [messages],
    outfile: messagesBundle,
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    logLevel: 'error',
    plugins: [runtimeOutside],
  });
}

// Component tests run without the React Router plugin: they render components, not routes.
export default defineConfig(async () => {
  await bundleMessages();
  return {
    resolve: {
      alias: [
        { find: /^~\/paraglide\/messages$/, replacement: messagesBundle },
        ...Object.entries(appAliases).map(([find, replacement]) => ({ find, replacement })),
      ],
    },
    test: {
      environment: 'jsdom',
      include: ['app/**/*.test.{ts,tsx}', 'server/**/*.test.ts'],
      setupFiles: ['./test/setup.ts'],
      reporters: ['default', './test/summary-reporter.ts'],
      // Rendering tests wait on the DOM; 5 s was too tight on two busy cores.
      testTimeout: 30_000,
      // The files of a worker share one module graph instead of loading React, the testing
      // library and the messages again for each (most of the step's CPU: 97 s against 18 s
      // for the 64 files); each test still renders into a fresh DOM (cleanup) and
      // test/setup.ts resets what modules remember (the locale, the client's records).
      isolate: false,
    },
  };
});
