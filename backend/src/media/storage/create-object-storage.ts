import type { MediaStorageConfig } from '../../config/app-config';
import { DiskObjectStorage } from './disk-object-storage';
import type { ObjectStorage } from './object-storage';
import { S3ObjectStorage } from './s3-object-storage';

/** The adapter the configuration chooses: S3 when S3_BUCKET is set, else MEDIA_DIR on disk. */
export function createObjectStorage(config: MediaStorageConfig): ObjectStorage {
  return config.type === 's3' ? new S3ObjectStorage(config) : new DiskObjectStorage(config.dir);
}
