import { Client } from 'pg';

export default async function teardown(): Promise<void> {
  const server = globalThis.__PRISM_PG__;
  const template = process.env.PRISM_TEST_PG_TEMPLATE;
  // A server of our own goes whole; one from TEST_DATABASE_URL keeps running: drop ours.
  if (server && template) {
    const client = new Client({ connectionString: server.url });
    await client.connect();
    try {
      await client.query(`DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`);
    } finally {
      await client.end();
    }
  }
  await Promise.all([server?.stop(), globalThis.__PRISM_S3__?.stop()]);
}
