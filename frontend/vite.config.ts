import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { chunkModulesReport } from './vite.chunk-report';
import { appAliases, terserBuild } from './vite.shared';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), chunkModulesReport('client-chunks.json')],
  build: terserBuild,
  resolve: { alias: appAliases },
});
