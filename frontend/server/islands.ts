import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The source of the islands' entry (vite.islands.config.ts). */
export const ISLANDS_ENTRY = 'app/islands/main.ts';

/** The hashed URL of the built islands' entry, from the manifest of their build. */
export function builtIslandScript(clientDir: string): string {
  const manifest = JSON.parse(
    readFileSync(path.join(clientDir, '.vite/islands-manifest.json'), 'utf8'),
  ) as Record<string, { file: string }>;
  const entry = manifest[ISLANDS_ENTRY];
  if (!entry) throw new Error(`The islands build has no ${ISLANDS_ENTRY}: run npm run build`);
  return `/${entry.file}`;
}
