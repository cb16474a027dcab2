/**
 * Lists and removes media objects that no portfolio item or library image references (left by a crash
 * between storing an upload and committing its row, or by a delete whose object removal
 * failed). Usage:
 *   node dist/media/cli/sweep.js [--dry-run] [--min-age-minutes=60]
 * Same environment as the server (database and media store).
 */
import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config/app-config';
import { openCliDataSource } from '../../database/cli/cli-data-source';
import { LIBRARY_MEDIA_FOLDER, libraryMediaKeys } from '../../media-library/library-media-keys';
import { PORTFOLIO_MEDIA_FOLDER, portfolioMediaKeys } from '../../portfolio/portfolio-media-keys';
import { sweepOrphans } from '../media-sweep';
import { createObjectStorage } from '../storage/create-object-storage';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      'dry-run': { type: 'boolean', default: false },
      'min-age-minutes': { type: 'string', default: '60' },
    },
  });
  const minAgeMinutes = Number(values['min-age-minutes']);
  if (!Number.isFinite(minAgeMinutes) || minAgeMinutes < 0) {
    throw new Error('--min-age-minutes must be a number of minutes, 0 or more');
  }
  const storage = createObjectStorage(loadConfig(process.env).mediaStorage);
  const dataSource = await openCliDataSource();
  try {
    const dryRun = values['dry-run'];
    const result = await sweepOrphans(
      storage,
      [`${PORTFOLIO_MEDIA_FOLDER}/`, `${LIBRARY_MEDIA_FOLDER}/`],
      async () => {
        const [portfolio, library] = await Promise.all([
          portfolioMediaKeys(dataSource),
          libraryMediaKeys(dataSource),
        ]);
        return new Set([...portfolio, ...library]);
      },
      { dryRun, minAgeMs: minAgeMinutes * 60_000 },
    );
    for (const orphan of result.orphans) {
      console.log(`${dryRun ? 'orphan' : 'removed'} ${orphan.key} (${orphan.size} bytes)`);
    }
    console.log(
      `${storage.description}: ${result.scanned} objects, ${result.orphans.length} orphans` +
        (dryRun ? ' (dry run: nothing removed)' : `, ${result.removed} removed`) +
        (result.tooRecent
          ? `; ${result.tooRecent} unreferenced but newer than ${minAgeMinutes} min, kept`
          : ''),
    );
  } finally {
    await dataSource.destroy();
    storage.onModuleDestroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
