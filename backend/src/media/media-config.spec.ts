import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError } from '@prism/contracts/server-config';
import { loadConfig } from '../config/app-config';

// One folder per file, removed after it: each test's data folder is made inside.
const root = mkdtempSync(join(tmpdir(), 'prism-media-config-'));
const dataDir = () => mkdtempSync(join(root, 'data-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

const S3 = {
  S3_BUCKET: 'prism-media',
  S3_ENDPOINT: 'http://minio:9000',
  S3_ACCESS_KEY_ID: 'key',
  S3_SECRET_ACCESS_KEY: 'secret',
};

describe('media configuration', () => {
  it('keeps media on disk under DATA_DIR/media by default, served from /media', () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.mediaStorage).toEqual({ type: 'disk', dir: join(dir, 'media') });
    expect(config.mediaPublicUrl).toBeNull();
  });

  it('takes MEDIA_DIR as given', () => {
    const dir = dataDir();
    expect(loadConfig({ DATA_DIR: dataDir(), MEDIA_DIR: dir }).mediaStorage).toEqual({
      type: 'disk',
      dir,
    });
  });

  it('uses S3 when S3_BUCKET is set, with us-east-1 and virtual-hosted style by default', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), ...S3 }).mediaStorage).toEqual({
      type: 's3',
      bucket: 'prism-media',
      region: 'us-east-1',
      endpoint: 'http://minio:9000',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      forcePathStyle: false,
    });
    const minio = loadConfig({
      DATA_DIR: dataDir(),
      ...S3,
      S3_REGION: 'eu-west-3',
      S3_FORCE_PATH_STYLE: 'true',
    }).mediaStorage;
    expect(minio).toMatchObject({ region: 'eu-west-3', forcePathStyle: true });
  });

  it('requires the credentials only when S3_BUCKET is set', () => {
    expect(problemsOf({ DATA_DIR: dataDir(), S3_BUCKET: 'prism-media' })).toEqual([
      'S3_ACCESS_KEY_ID: required when S3_BUCKET is set',
      'S3_SECRET_ACCESS_KEY: required when S3_BUCKET is set',
    ]);
    expect(problemsOf({ DATA_DIR: dataDir(), S3_ACCESS_KEY_ID: 'key' })).toEqual([
      'S3_ACCESS_KEY_ID: set S3_BUCKET as well to store media in S3',
    ]);
  });

  it('names bad S3 values', () => {
    const problems = problemsOf({
      DATA_DIR: dataDir(),
      ...S3,
      S3_BUCKET: 'Not A Bucket',
      S3_ENDPOINT: 'ftp://minio',
      S3_FORCE_PATH_STYLE: 'sometimes',
      S3_PUBLIC_URL: 'cdn.example.com',
    });
    expect(problems.map((p) => p.split(':')[0]).sort()).toEqual([
      'S3_BUCKET',
      'S3_ENDPOINT',
      'S3_FORCE_PATH_STYLE',
      'S3_PUBLIC_URL',
    ]);
  });

  it('points media URLs at S3_PUBLIC_URL, without a trailing slash', () => {
    const config = loadConfig({ DATA_DIR: dataDir(), S3_PUBLIC_URL: 'https://cdn.example.com/m/' });
    expect(config.mediaPublicUrl).toBe('https://cdn.example.com/m');
  });
});
