/**
 * Applies pending migrations and exits: for deployments that start the server with
 * DB_MIGRATE_ON_START=false. Usage: node dist/database/cli/migrate.js
 */
import 'reflect-metadata';
import { openCliDataSource } from './cli-data-source';

async function main(): Promise<void> {
  const dataSource = await openCliDataSource();
  try {
    const applied = await dataSource.runMigrations({ transaction: 'each' });
    console.log(
      applied.length > 0
        ? `Applied ${applied.map((m) => m.name).join(', ')}`
        : 'Database is up to date',
    );
  } finally {
    await dataSource.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
