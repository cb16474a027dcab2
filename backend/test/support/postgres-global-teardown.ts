export default async function teardown(): Promise<void> {
  await globalThis.__PRISM_PG__?.stop();
}
