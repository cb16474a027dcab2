import { fileURLToPath } from 'node:url';
import type { BuildOptions } from 'vite';

/**
 * The minifier settings of both browser builds (the app's and the islands'). Terser
 * compresses React and React Router a few KB below esbuild; the landing page's JavaScript
 * budget (scripts/bundle-size.mjs) needs them. ES2020 output (Vite's own browser target)
 * and a third pass shave a little more (ADR 018).
 */
export const terserBuild = {
  minify: 'terser',
  terserOptions: {
    ecma: 2020,
    module: true,
    compress: { passes: 3 },
    format: { comments: false },
  },
} satisfies BuildOptions;

/** `~` is the app folder in both builds. */
export const appAlias = fileURLToPath(new URL('./app', import.meta.url));

/**
 * The contracts' TypeScript source (ADR 010). Client code imports value exports by subpath
 * (@prism/contracts/options) so a public page never pulls in zod's schemas.
 */
export const contractsSource = fileURLToPath(new URL('../contracts/src/', import.meta.url));

/** The aliases of the app's build and of the unit tests. */
export const appAliases = {
  '~': appAlias,
  '@prism/contracts/': contractsSource,
  '@prism/contracts': `${contractsSource}index.ts`,
};
