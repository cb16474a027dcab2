import type { DataSource } from 'typeorm';
import { keysOf } from '../media/image/stored-image';
import { MediaAsset } from './media-asset.entity';

/** Objects of library images live under keys `library/...`. */
export const LIBRARY_MEDIA_FOLDER = 'library';

/** Every object key a library image names; media:sweep removes the others under `library/`. */
export async function libraryMediaKeys(dataSource: DataSource): Promise<Set<string>> {
  const rows = await dataSource
    .getRepository(MediaAsset)
    .find({ select: { id: true, image: true } });
  return new Set(rows.flatMap((row) => keysOf(row.image)));
}
