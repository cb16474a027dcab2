export default async function teardown(): Promise<void> {
  await Promise.all([globalThis.__PRISM_PG__?.stop(), globalThis.__PRISM_S3__?.stop()]);
}
