import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * Writes build/client-chunks.json: which source modules each browser chunk holds, so
 * scripts/bundle-size.mjs can prove no admin module is part of a public page.
 */
function chunkModulesReport(): Plugin {
  return {
    name: 'prism-chunk-modules',
    apply: 'build',
    writeBundle(options, bundle) {
      if (!options.dir || path.basename(options.dir) !== 'client') return;
      const report: Record<string, string[]> = {};
      for (const [file, output] of Object.entries(bundle)) {
        if (output.type === 'chunk') {
          report[file] = output.moduleIds.map((id) => path.relative(root, id.replace(/\?.*$/, '')));
        }
      }
      mkdirSync(path.dirname(options.dir), { recursive: true });
      writeFileSync(path.join(options.dir, '../client-chunks.json'), JSON.stringify(report));
    },
  };
}

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), chunkModulesReport()],
  build: {
    // Terser compresses React and React Router a few KB below esbuild; the landing page's
    // JavaScript budget (scripts/bundle-size.mjs) needs them. ES2020 output (Vite's own
    // browser target) and a third pass shave a little more (ADR 018).
    minify: 'terser',
    terserOptions: {
      ecma: 2020,
      module: true,
      compress: { passes: 3 },
      format: { comments: false },
    },
  },
  resolve: {
    alias: {
      '~': fileURLToPath(new URL('./app', import.meta.url)),
      // The contracts' TypeScript source (ADR 010). Client code imports value exports by
      // subpath (@prism/contracts/options) so a public page never pulls in zod's schemas.
      '@prism/contracts/': fileURLToPath(new URL('../contracts/src/', import.meta.url)),
      '@prism/contracts': fileURLToPath(new URL('../contracts/src/index.ts', import.meta.url)),
    },
  },
});
