import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
  paginateListObjectsV2,
} from '@aws-sdk/client-s3';
import { Logger } from '@nestjs/common';
import { Readable } from 'node:stream';
import type { MediaStorageConfig } from '../../config/app-config';
import { assertValidObjectKey, isValidObjectKey } from './object-key';
import { ObjectStorage, type ObjectInfo, type ObjectStream } from './object-storage';

export type S3StorageConfig = Extract<MediaStorageConfig, { type: 's3' }>;

/**
 * Objects in an S3 bucket (AWS, MinIO, or any S3-compatible server; S3_FORCE_PATH_STYLE
 * for the ones that don't do virtual-hosted buckets). The only file that imports the SDK.
 */
export class S3ObjectStorage extends ObjectStorage {
  protected readonly logger = new Logger('S3ObjectStorage');
  private readonly client: S3Client;
  private readonly bucket: string;
  readonly description: string;

  constructor(config: S3StorageConfig) {
    super();
    this.bucket = config.bucket;
    this.description = `S3 bucket ${config.bucket}${config.endpoint ? ` at ${config.endpoint}` : ''}`;
    this.client = new S3Client({
      region: config.region,
      ...(config.endpoint ? { endpoint: config.endpoint } : {}),
      forcePathStyle: config.forcePathStyle,
      credentials: {
        accessKeyId: config.accessKeyId,
        secretAccessKey: config.secretAccessKey,
      },
      // Plain Content-MD5-free uploads: S3-compatible servers don't all speak the newer
      // flexible checksums, and our objects are small single-part puts.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: 3,
      // An unreachable store fails the request in seconds (503), never hangs it.
      requestHandler: { connectionTimeout: 3000, requestTimeout: 30000 },
    });
  }

  /** Closes the SDK's keep-alive sockets when the application stops. */
  override onModuleDestroy(): void {
    this.client.destroy();
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    assertValidObjectKey(key);
    await this.reach(`put ${key}`, () =>
      this.client.send(
        new PutObjectCommand({
          Bucket: this.bucket,
          Key: key,
          Body: bytes,
          ContentType: contentType,
          ContentLength: bytes.length,
        }),
      ),
    );
  }

  async get(key: string): Promise<ObjectStream | null> {
    assertValidObjectKey(key);
    return this.reach(`get ${key}`, async () => {
      try {
        const answer = await this.client.send(
          new GetObjectCommand({ Bucket: this.bucket, Key: key }),
        );
        if (!(answer.Body instanceof Readable)) throw new Error('GetObject gave no Node stream');
        return {
          body: answer.Body,
          contentType: answer.ContentType ?? 'application/octet-stream',
          size: answer.ContentLength ?? 0,
          etag: answer.ETag ?? `"${key}"`,
        };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    });
  }

  async delete(key: string): Promise<void> {
    assertValidObjectKey(key);
    await this.reach(`delete ${key}`, () =>
      this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key })),
    );
  }

  async *list(prefix: string): AsyncIterable<ObjectInfo> {
    const pages = paginateListObjectsV2(
      { client: this.client },
      { Bucket: this.bucket, Prefix: prefix },
    );
    const iterator = pages[Symbol.asyncIterator]();
    for (;;) {
      const page = await this.reach(`list ${prefix}`, () => iterator.next());
      if (page.done) return;
      for (const object of page.value.Contents ?? []) {
        if (!object.Key || !isValidObjectKey(object.Key)) continue;
        yield {
          key: object.Key,
          size: object.Size ?? 0,
          lastModified: object.LastModified ?? new Date(0),
        };
      }
    }
  }
}

/** A missing key only: a missing bucket is a configuration fault, not an absent object. */
function isNotFound(error: unknown): boolean {
  return error instanceof S3ServiceException && error.name === 'NoSuchKey';
}
