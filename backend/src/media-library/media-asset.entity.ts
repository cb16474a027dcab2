import type { MediaField } from '@prism/contracts/media-library';
import { Column, Entity, Index } from 'typeorm';
import { EditedRecord } from '../database/edited-record.entity';
import type { StoredImage } from '../media/image/stored-image';

/**
 * An image of the media library: its renditions (the same pipeline as every
 * upload), the name and size of the file it came from, and its texts per language. Pages
 * and other records name it by id, so a new file under the same id updates every use.
 */
@Entity('media_assets')
// The library's order, newest first.
@Index('IDX_media_assets_list', ['createdAt', 'id'])
export class MediaAsset extends EditedRecord {
  @Column({ type: 'simple-json' })
  image: StoredImage;

  @Column({ name: 'file_name', type: 'varchar', length: 200 })
  fileName: string;

  /** Bytes of the file as uploaded. */
  @Column({ type: 'integer' })
  bytes: number;

  @Column({ name: 'alt_fr', type: 'varchar', length: 250, default: '' })
  altFr: string;

  @Column({ name: 'alt_en', type: 'varchar', length: 250, default: '' })
  altEn: string;

  @Column({ name: 'caption_fr', type: 'varchar', length: 500, default: '' })
  captionFr: string;

  @Column({ name: 'caption_en', type: 'varchar', length: 500, default: '' })
  captionEn: string;

  /**
   * The file name, alt texts and captions with accents and case folded, for the search:
   * the same on both databases, where a collation or `unaccent` would not be.
   */
  @Column({ name: 'search_text', type: 'text', default: '' })
  searchText: string;

  /** Raised by every change; a save names the version it started from. */
  @Column({ type: 'integer', default: 1 })
  version: number;

  /**
   * The version each field last changed at: a save that started before a colleague changed
   * the same field, to another value, is refused naming it; other fields merge.
   */
  @Column({ name: 'field_versions', type: 'simple-json' })
  fieldVersions: Partial<Record<MediaField, number>>;
}
