import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * Writes build/<name>: which source modules each browser chunk holds, so
 * scripts/bundle-size.mjs can prove what a public page may load (no React, no admin code).
 */
export function chunkModulesReport(name: string): Plugin {
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
      writeFileSync(path.join(options.dir, `../${name}`), JSON.stringify(report));
    },
  };
}
