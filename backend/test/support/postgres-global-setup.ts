import { randomBytes } from 'node:crypto';
import { startPostgres, type PostgresServer } from './postgres-server';
import { startS3Server, type S3TestServer } from './s3-server';

declare global {
  var __PRISM_PG__: PostgresServer | undefined;
  var __PRISM_S3__: S3TestServer | undefined;
}

/**
 * One PostgreSQL server and one S3 server for the whole Jest run, whichever projects it
 * runs (Jest runs a global setup shared by several projects once): api:postgres and
 * medium:postgres run on PostgreSQL with media in S3 (s3rver), api:sqlite on disk.
 */
export default async function setup(): Promise<void> {
  const [server, s3] = await Promise.all([startPostgres(), startS3Server()]);
  globalThis.__PRISM_PG__ = server;
  globalThis.__PRISM_S3__ = s3;
  // Workers start after global setup and inherit these.
  process.env.PRISM_TEST_PG_URL = server.url;
  process.env.PRISM_TEST_S3_URL = s3.endpoint;
  // The migrated database every test file's database is copied from (test-database.ts).
  process.env.PRISM_TEST_PG_TEMPLATE = `prism_template_${randomBytes(4).toString('hex')}`;
  process.stdout.write(`\nPostgreSQL for the run: ${server.source}; S3: s3rver ${s3.endpoint}\n`);
}
