/**
 * A real S3-protocol server for the tests: s3rver on a free loopback port, keeping its
 * objects in a temporary directory. api:postgres runs every API suite against it (one
 * server per run, a fresh bucket per app); the storage contract suite starts its own.
 */
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { S3StorageConfig } from '../../src/media/storage/s3-object-storage';
import { testDialect } from './test-database';

/** s3rver's fixed credentials. */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;
const REGION = 'us-east-1';

export interface S3TestServer {
  endpoint: string;
  stop(): Promise<void>;
}

export async function startS3Server(): Promise<S3TestServer> {
  // Loaded here, not at the top: every API test file imports this module for its bucket,
  // and s3rver (about 0.1 s of CPU to load into each file's sandbox) runs in the run's
  // global setup, not in the files.
  const { default: S3rver } = await import('s3rver');
  const directory = mkdtempSync(join(tmpdir(), 'prism-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const { port } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    stop: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** A new, empty bucket on the server; returns the adapter configuration for it. */
export async function createBucket(endpoint: string): Promise<S3StorageConfig> {
  const bucket = `prism-test-${randomBytes(6).toString('hex')}`;
  const client = new S3Client({
    region: REGION,
    endpoint,
    forcePathStyle: true,
    credentials: CREDENTIALS,
  });
  try {
    await client.send(new CreateBucketCommand({ Bucket: bucket }));
  } finally {
    client.destroy();
  }
  return {
    type: 's3',
    bucket,
    region: REGION,
    endpoint,
    forcePathStyle: true,
    ...CREDENTIALS,
  };
}

export type TestStorageKind = 'disk' | 's3';

/**
 * The media store for one test app, by dialect: SQLite runs on the default disk store
 * under DATA_DIR, PostgreSQL on a fresh bucket of the run's s3rver.
 */
export async function createTestStorage(): Promise<{
  kind: TestStorageKind;
  env: Record<string, string>;
}> {
  if (testDialect() === 'sqlite') return { kind: 'disk', env: {} };
  const endpoint = process.env.PRISM_TEST_S3_URL;
  if (!endpoint)
    throw new Error('PRISM_TEST_S3_URL is not set: run through the api:postgres project');
  const config = await createBucket(endpoint);
  return {
    kind: 's3',
    env: {
      S3_BUCKET: config.bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: config.region,
      S3_ACCESS_KEY_ID: config.accessKeyId,
      S3_SECRET_ACCESS_KEY: config.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
  };
}
