import { defineConfig } from 'vite';
import { chunkModulesReport } from './vite.chunk-report';
import { appAlias, contractsSource, terserBuild } from './vite.shared';

/**
 * The islands of the public pages (ADR 024): a build of their own beside React Router's,
 * into build/client/assets, with a manifest the server reads to name the entry in each
 * page. No React, no React Router: plain TypeScript modules, one chunk per island.
 */
export default defineConfig({
  plugins: [chunkModulesReport('islands-chunks.json')],
  publicDir: false,
  build: {
    outDir: 'build/client',
    emptyOutDir: false,
    manifest: '.vite/islands-manifest.json',
    modulePreload: false,
    target: 'es2020',
    ...terserBuild,
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
      '~': appAlias,
      '@prism/contracts/': contractsSource,
    },
  },
});
