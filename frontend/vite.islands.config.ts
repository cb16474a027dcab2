import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/**
 * The islands of the public pages (ADR 024): a build of their own beside React Router's,
 * into build/client/assets, with a manifest the server reads to name the entry in each
 * page. No React, no React Router: plain TypeScript modules, one chunk per island.
 */
export default defineConfig({
  publicDir: false,
  build: {
    outDir: 'build/client',
    emptyOutDir: false,
    manifest: '.vite/islands-manifest.json',
    modulePreload: false,
    target: 'es2020',
    minify: 'terser',
    terserOptions: {
      ecma: 2020,
      module: true,
      compress: { passes: 3 },
      format: { comments: false },
    },
    rollupOptions: {
      input: { islands: 'app/islands/main.ts' },
      output: {
        entryFileNames: 'assets/[name]-[hash].js',
        chunkFileNames: 'assets/island-[name]-[hash].js',
      },
    },
  },
  resolve: {
    alias: {
      '~': fileURLToPath(new URL('./app', import.meta.url)),
      '@prism/contracts/': fileURLToPath(new URL('../contracts/src/', import.meta.url)),
    },
  },
});
