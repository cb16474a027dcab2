import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  build: {
    // Terser compresses React and React Router a few KB below esbuild; the landing page's
    // JavaScript budget (scripts/bundle-size.mjs) needs them.
    minify: 'terser',
    terserOptions: { module: true, compress: { passes: 2 }, format: { comments: false } },
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
