import { DataSource } from 'typeorm';
import { loadConfig, type AppConfig } from '../../src/config/app-config';
import { dataSourceOptions } from '../../src/database/data-source-options';
import { bindSqliteIntegers } from '../../src/database/sqlite-integer-parameters';
import { serializeSqliteAccess } from '../../src/database/sqlite-serializer';
import { createTestDatabase, makeTempDir } from './test-database';

/** A migrated, empty database of the project's dialect for one test file, and its end. */
export interface MediumDatabase {
  dataSource: DataSource;
  /** The app's configuration for this database and a data folder of its own (media files). */
  config: AppConfig;
  close(): Promise<void>;
}

/**
 * The medium tier's database: the same options, migrations, SQLite serialisation and integer parameters as
 * the app, without the app around it (services are built by hand on top of it).
 */
export async function openMediumDatabase(): Promise<MediumDatabase> {
  const dir = makeTempDir('prism-medium-');
  const db = await createTestDatabase(dir.path);
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dir.path, ...db.env });
  const dataSource = await new DataSource(dataSourceOptions(config.database, true)).initialize();
  serializeSqliteAccess(dataSource);
  bindSqliteIntegers(dataSource);
  return {
    dataSource,
    config,
    async close() {
      await dataSource.destroy();
      await db.drop();
      dir.remove();
    },
  };
}
