import { paraglideVitePlugin } from '@inlang/paraglide-js';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { chunkModulesReport } from './vite.chunk-report';
import { appAliases, terserBuild } from './vite.shared';

export default defineConfig(({ command }) => ({
  plugins: [
    tailwindcss(),
    reactRouter(),
    chunkModulesReport('client-chunks.json'),
    // `npm run dev` recompiles the messages as they are edited; a build compiles them once,
    // before it starts (scripts/i18n.mjs), with the same settings (ADR 047).
    command === 'serve' &&
      paraglideVitePlugin({
        project: './project.inlang',
        outdir: './app/paraglide',
        strategy: ['globalVariable', 'baseLocale'],
        emitTsDeclarations: true,
      }),
  ],
  build: terserBuild,
  resolve: { alias: appAliases },
}));
