// Typed asymmetric matchers (the global `expect.any` is typed `any`).
import { expect } from '@jest/globals';
/**
 * The ObjectStorage contract: the same cases against the disk adapter and the S3 adapter
 * talking to a real S3-protocol server (s3rver on loopback, a fresh bucket).
 */
import { Logger } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { text } from 'node:stream/consumers';
import { DomainError } from '../../src/common/domain-error';
import { DiskObjectStorage } from '../../src/media/storage/disk-object-storage';
import type { ObjectStorage } from '../../src/media/storage/object-storage';
import { S3ObjectStorage } from '../../src/media/storage/s3-object-storage';
import { createBucket, startS3Server, type S3TestServer } from '../support/s3-server';
import { makeTempDir } from '../support/test-database';

interface Adapter {
  storage: ObjectStorage;
  close(): Promise<void>;
}

const ADAPTERS: [string, () => Promise<Adapter>][] = [
  [
    'disk',
    () => {
      const dir = makeTempDir('prism-media-');
      return Promise.resolve({
        storage: new DiskObjectStorage(dir.path),
        close: () => {
          dir.remove();
          return Promise.resolve();
        },
      });
    },
  ],
  [
    's3',
    async () => {
      const server = await startS3Server();
      const storage = new S3ObjectStorage(await createBucket(server.endpoint));
      return {
        storage,
        close: async () => {
          storage.onModuleDestroy();
          await server.stop();
        },
      };
    },
  ],
];

async function keys(storage: ObjectStorage, prefix = ''): Promise<string[]> {
  const found: string[] = [];
  for await (const object of storage.list(prefix)) found.push(object.key);
  return found.sort();
}

describe.each(ADAPTERS)('ObjectStorage contract: %s', (_name, open) => {
  let adapter: Adapter;
  let storage: ObjectStorage;
  beforeAll(async () => {
    adapter = await open();
    storage = adapter.storage;
  });
  afterAll(() => adapter.close());

  it('gives back the bytes, content type, size and a quoted ETag of what was put', async () => {
    const bytes = Buffer.from('avif bytes');
    await storage.put('portfolio/a1/400.avif', bytes, 'image/avif');
    const object = await storage.get('portfolio/a1/400.avif');
    expect(object).not.toBeNull();
    expect(object!.contentType).toBe('image/avif');
    expect(object!.size).toBe(bytes.length);
    expect(object!.etag).toMatch(/^"[^"]+"$/);
    expect(await text(object!.body)).toBe('avif bytes');
  });

  it('gives the same ETag for the same object, another for other bytes', async () => {
    await storage.put('portfolio/a2/400.jpg', Buffer.from('one'), 'image/jpeg');
    await storage.put('portfolio/a3/400.jpg', Buffer.from('two!'), 'image/jpeg');
    const first = await storage.get('portfolio/a2/400.jpg');
    const again = await storage.get('portfolio/a2/400.jpg');
    const other = await storage.get('portfolio/a3/400.jpg');
    for (const o of [first, again, other]) o!.body.destroy();
    expect(again!.etag).toBe(first!.etag);
    expect(other!.etag).not.toBe(first!.etag);
  });

  it('replaces an object put again under the same key', async () => {
    await storage.put('portfolio/a4/400.webp', Buffer.from('old'), 'image/webp');
    await storage.put('portfolio/a4/400.webp', Buffer.from('newer'), 'image/webp');
    const object = await storage.get('portfolio/a4/400.webp');
    expect(await text(object!.body)).toBe('newer');
    expect(object!.size).toBe(5);
  });

  it('answers null for a missing key, and deleting it is no error', async () => {
    expect(await storage.get('portfolio/none/400.jpg')).toBeNull();
    await expect(storage.delete('portfolio/none/400.jpg')).resolves.toBeUndefined();
  });

  it('deletes an object', async () => {
    await storage.put('portfolio/a5/800.jpg', Buffer.from('x'), 'image/jpeg');
    await storage.delete('portfolio/a5/800.jpg');
    expect(await storage.get('portfolio/a5/800.jpg')).toBeNull();
    expect(await keys(storage, 'portfolio/a5/')).toEqual([]);
  });

  it('lists by prefix with size and modification time', async () => {
    const before = Date.now();
    await storage.put('list/x/1.jpg', Buffer.from('1'), 'image/jpeg');
    await storage.put('list/x/2.jpg', Buffer.from('22'), 'image/jpeg');
    await storage.put('list/y/3.jpg', Buffer.from('333'), 'image/jpeg');
    await storage.put('listing/4.jpg', Buffer.from('4444'), 'image/jpeg');
    expect(await keys(storage, 'list/')).toEqual(['list/x/1.jpg', 'list/x/2.jpg', 'list/y/3.jpg']);
    expect(await keys(storage, 'list/x/')).toEqual(['list/x/1.jpg', 'list/x/2.jpg']);
    expect(await keys(storage, 'nothing/')).toEqual([]);
    const listed = [];
    for await (const object of storage.list('listing/')) listed.push(object);
    expect(listed).toEqual([{ key: 'listing/4.jpg', size: 4, lastModified: expect.any(Date) }]);
    // S3 keeps whole seconds.
    expect(listed[0]!.lastModified.getTime()).toBeGreaterThan(before - 2000);
  });

  it('keeps binary content intact', async () => {
    const bytes = Buffer.from(Array.from({ length: 70_000 }, (_, i) => (i * 7) % 256));
    await storage.put('portfolio/bin/1600.jpg', bytes, 'image/jpeg');
    const object = await storage.get('portfolio/bin/1600.jpg');
    const chunks: Buffer[] = [];
    for await (const chunk of object!.body) chunks.push(chunk as Buffer);
    const digest = (b: Buffer) => createHash('sha256').update(b).digest('hex');
    expect(digest(Buffer.concat(chunks))).toBe(digest(bytes));
  });

  it.each([
    '../escape.jpg',
    'portfolio/../../escape.jpg',
    '/etc/passwd',
    'portfolio//400.jpg',
    'portfolio/./400.jpg',
    'portfolio/.hidden',
    'portfolio/a\\b.jpg',
    'portfolio/a\u0000.jpg',
    'Portfolio/A.jpg',
    'portfolio/a b.jpg',
    '',
  ])('refuses the key %j for every operation', async (key) => {
    await expect(storage.put(key, Buffer.from('x'), 'image/jpeg')).rejects.toThrow(
      /Invalid object key/,
    );
    await expect(storage.get(key)).rejects.toThrow(/Invalid object key/);
    await expect(storage.delete(key)).rejects.toThrow(/Invalid object key/);
  });
});

describe('disk adapter', () => {
  it('writes through a temporary file and never lists one', async () => {
    const dir = makeTempDir('prism-media-');
    try {
      const storage = new DiskObjectStorage(dir.path);
      await storage.put('portfolio/p/400.jpg', Buffer.from('x'), 'image/jpeg');
      expect(readdirSync(`${dir.path}/portfolio/p`)).toEqual(['400.jpg']);
      await storage.delete('portfolio/p/400.jpg');
      // Folders a delete leaves empty go too.
      expect(readdirSync(dir.path)).toEqual([]);
    } finally {
      dir.remove();
    }
  });
});

describe('s3 adapter', () => {
  let server: S3TestServer;
  beforeAll(async () => {
    server = await startS3Server();
    // The failures below are expected: keep their error logs out of the test output.
    Logger.overrideLogger(false);
  });
  afterAll(() => server.stop());

  it('reports an unreachable store as unavailable (503), quickly', async () => {
    const config = await createBucket(server.endpoint);
    const storage = new S3ObjectStorage({ ...config, endpoint: 'http://127.0.0.1:9' });
    const started = Date.now();
    try {
      const failure = storage.put('portfolio/u/400.jpg', Buffer.from('x'), 'image/jpeg');
      await expect(failure).rejects.toBeInstanceOf(DomainError);
      await expect(failure).rejects.toMatchObject({ code: 'media_store_unavailable' });
      await expect(storage.get('portfolio/u/400.jpg')).rejects.toMatchObject({
        code: 'media_store_unavailable',
      });
      expect(Date.now() - started).toBeLessThan(10_000);
    } finally {
      storage.onModuleDestroy();
    }
  });

  it('does not mistake a missing bucket for a missing object', async () => {
    const config = await createBucket(server.endpoint);
    const storage = new S3ObjectStorage({ ...config, bucket: 'prism-no-such-bucket' });
    try {
      await expect(storage.get('portfolio/u/400.jpg')).rejects.toMatchObject({
        code: 'media_store_unavailable',
      });
    } finally {
      storage.onModuleDestroy();
    }
  });
});
