/**
 * Writes a migration with the schema changes the entities need beyond the existing
 * migrations, for the dialect of the configured database. Run it once with SQLITE_PATH
 * (a scratch file) and once with DATABASE_URL (a scratch PostgreSQL database):
 *   node dist/database/cli/migration-generate.js AddSomething
 * then list the new class in migrations/<dialect>/index.ts.
 */
import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { openCliDataSource } from './cli-data-source';

async function main(): Promise<void> {
  const name = process.argv[2];
  if (!name || !/^[A-Z][A-Za-z0-9]+$/.test(name)) {
    throw new Error('Usage: migration-generate <PascalCaseName>');
  }
  const dataSource = await openCliDataSource();
  try {
    await dataSource.runMigrations();
    const sql = await dataSource.driver.createSchemaBuilder().log();
    if (sql.upQueries.length === 0) {
      console.log('Entities and migrations agree: nothing to generate');
      return;
    }
    const dialect = dataSource.options.type === 'postgres' ? 'postgres' : 'sqlite';
    const timestamp = Date.now();
    const className = `${name}${timestamp}`;
    const line = (q: { query: string; parameters?: unknown[] }) =>
      `    await queryRunner.query(${JSON.stringify(q.query)}${
        q.parameters?.length ? `, ${JSON.stringify(q.parameters)}` : ''
      });`;
    const source = `import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ${className} implements MigrationInterface {
  name = '${className}';

  public async up(queryRunner: QueryRunner): Promise<void> {
${sql.upQueries.map(line).join('\n')}
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
${[...sql.downQueries].reverse().map(line).join('\n')}
  }
}
`;
    const file = join(
      __dirname,
      '../../../src/database/migrations',
      dialect,
      `${timestamp}-${name}.ts`,
    );
    writeFileSync(file, source);
    console.log(`Wrote ${file}; add ${className} to migrations/${dialect}/index.ts`);
  } finally {
    await dataSource.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
