import type { Readable } from 'node:stream';
import type { Logger } from '@nestjs/common';
import { DomainError } from '../../common/domain-error';

/** An object being read: its bytes as a stream and what the HTTP answer needs about it. */
export interface ObjectStream {
  body: Readable;
  contentType: string;
  size: number;
  /** A strong validator, quoted as in an HTTP ETag header. */
  etag: string;
}

export interface ObjectInfo {
  key: string;
  size: number;
  lastModified: Date;
}

/**
 * The object store port. Services depend on this abstract class only; MediaModule binds
 * it to the disk or the S3 adapter by configuration. Keys follow object-key.ts.
 * Adapters report an unreachable or failing store as DomainError('unavailable').
 */
export abstract class ObjectStorage {
  /** Human-readable name of the backing store, for logs. */
  abstract readonly description: string;

  /** Stores the bytes under the key, replacing any object there. */
  abstract put(key: string, bytes: Buffer, contentType: string): Promise<void>;

  /** The object, or null when there is none under the key. */
  abstract get(key: string): Promise<ObjectStream | null>;

  /** Removes the object; removing a missing object is not an error. */
  abstract delete(key: string): Promise<void>;

  /** Every object whose key starts with the prefix, in no particular order. */
  abstract list(prefix: string): AsyncIterable<ObjectInfo>;

  /** Releases connections; Nest calls it when the application stops. */
  onModuleDestroy(): void {}

  /** Where an adapter tells a failing call in full (the caller gets only 'unavailable'). */
  protected abstract readonly logger: Logger;

  /** Runs one call to the store; a failure is logged with its cause and becomes 'unavailable'. */
  protected async reach<T>(what: string, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      this.logger.error(
        `Could not ${what}: ${error instanceof Error ? error.message : String(error)}`,
      );
      throw new DomainError('media_store_unavailable');
    }
  }
}
