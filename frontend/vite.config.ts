import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { chunkModulesReport } from './vite.chunk-report';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), chunkModulesReport('client-chunks.json')],
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
