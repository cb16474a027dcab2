import { startPostgres, type PostgresServer } from './postgres-server';
import { startS3Server, type S3TestServer } from './s3-server';

declare global {
  var __PRISM_PG__: PostgresServer | undefined;
  var __PRISM_S3__: S3TestServer | undefined;
}

/** api:postgres runs on PostgreSQL with its media in S3 (s3rver); api:sqlite on disk. */
export default async function setup(): Promise<void> {
  const server = await startPostgres();
  globalThis.__PRISM_PG__ = server;
  const s3 = await startS3Server();
  globalThis.__PRISM_S3__ = s3;
  // Workers start after global setup and inherit this.
  process.env.PRISM_TEST_PG_URL = server.url;
  process.env.PRISM_TEST_S3_URL = s3.endpoint;
  process.stdout.write(
    `\nPostgreSQL for api:postgres: ${server.source}; S3: s3rver ${s3.endpoint}\n`,
  );
}
