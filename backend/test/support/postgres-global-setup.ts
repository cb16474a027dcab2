import { startPostgres, type PostgresServer } from './postgres-server';

declare global {
  var __PRISM_PG__: PostgresServer | undefined;
}

export default async function setup(): Promise<void> {
  const server = await startPostgres();
  globalThis.__PRISM_PG__ = server;
  // Workers start after global setup and inherit this.
  process.env.PRISM_TEST_PG_URL = server.url;
  process.stdout.write(`\nPostgreSQL for api:postgres: ${server.source}\n`);
}
