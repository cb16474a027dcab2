import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { defaults as pgDefaults, types as pgTypes } from 'pg';
import type { DataSourceOptions } from 'typeorm';
import type { DatabaseConfig } from '../config/app-config';
import { ENTITIES } from './entities';
import { POSTGRES_MIGRATIONS } from './migrations/postgres';
import { SQLITE_MIGRATIONS } from './migrations/sqlite';

// PostgreSQL "timestamp" columns hold UTC; read them as UTC whatever the process TZ is.
pgTypes.setTypeParser(
  pgTypes.builtins.TIMESTAMP,
  (value) => new Date(`${value.replace(' ', 'T')}Z`),
);
pgDefaults.parseInputDatesAsUTC = true;

/** TypeORM options for the configured database. Schema changes only through migrations. */
export function dataSourceOptions(db: DatabaseConfig, migrationsRun: boolean): DataSourceOptions {
  if (db.type === 'sqlite') {
    mkdirSync(dirname(db.path), { recursive: true });
    return {
      type: 'better-sqlite3',
      database: db.path,
      entities: ENTITIES,
      migrations: SQLITE_MIGRATIONS,
      migrationsRun,
      synchronize: false,
      enableWAL: true,
      prepareDatabase: (sqlite: { pragma(source: string): unknown }) => {
        // FULL makes every acknowledged commit durable, even across power loss.
        sqlite.pragma('synchronous = FULL');
        sqlite.pragma('busy_timeout = 5000');
        sqlite.pragma('foreign_keys = ON');
      },
    };
  }
  return {
    type: 'postgres',
    url: db.url,
    entities: ENTITIES,
    migrations: POSTGRES_MIGRATIONS,
    migrationsRun,
    synchronize: false,
    extra: {
      // Session clock in UTC so column defaults (now()) agree with the app's dates; no
      // statement may run longer than 15 s on the server.
      options: '-c TimeZone=UTC -c statement_timeout=15000',
      // And a hung or unreachable server can't hold a request longer than that either.
      query_timeout: 15_000,
      max: 10,
      // A burst of writes (leads serialize on their unread count's row) waits for one of
      // the ten connections as long as a statement may run, not 5 s: at 5 s a slow 2-core
      // machine refused 2 of 500 concurrent leads. A refused connection still fails at once.
      connectionTimeoutMillis: 15_000,
    },
  };
}
