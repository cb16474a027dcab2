import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type FocalPoint, type Locale, type Page, type RecordUse } from '@prism/contracts';
import {
  MEDIA_FIELDS,
  type MediaAssetDetail,
  type MediaField,
  type MediaPatchInput,
} from '@prism/contracts/media-library';
import type { PublicImage } from '@prism/contracts/pages';
import { DataSource, In, type EntityManager } from 'typeorm';
import { changesOf } from '../audit/audit-changes';
import { AuditLog } from '../audit/audit-log';
import { DomainError, notFound } from '../common/domain-error';
import { keysetPage, type KeysetOrder, type PageRequest } from '../common/keyset';
import { searchTerms } from '../common/search-terms';
import { ImagePipeline } from '../media/image/image-pipeline';
import type { StoredImage } from '../media/image/stored-image';
import { MediaService } from '../media/media.service';
import { LIBRARY_MEDIA_FOLDER } from './library-media-keys';
import { MediaAsset } from './media-asset.entity';
import { fieldValues, searchTextOf, toMediaAssetAnswer, toPublicImage } from './media-asset.mapper';
import type { UsesFinder } from './media-uses';

/** The library's order: newest first. */
const ORDER: KeysetOrder = [
  { column: 'a.createdAt', type: 'timestamp', direction: 'DESC' },
  { column: 'a.id', type: 'integer', direction: 'DESC' },
];

export interface UploadInput {
  bytes: Buffer;
  fileName: string;
  alt?: { fr?: string; en?: string };
}

/** An image's texts per language. */
export interface LibraryTexts {
  alt: Record<Locale, string>;
  caption: Record<Locale, string>;
}

export interface ReplaceInput {
  bytes: Buffer;
  fileName: string;
  /** The new file's focal point; the centre unless given. */
  focal?: FocalPoint;
}

/**
 * The media library (ADR 097): images stored once, named by id wherever they are used.
 * Other modules call `resolve` to show them and register a finder (`registerUses`) so the
 * library knows where each is used: its "used in" list and its refusal to delete one in use.
 */
@Injectable()
export class MediaLibraryService {
  private readonly finders = new Map<string, UsesFinder>();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly pipeline: ImagePipeline,
    private readonly media: MediaService,
    private readonly audit: AuditLog,
  ) {}

  /** Adds the records of `kind` (`page`, `project`…) to every image's uses. */
  registerUses(kind: string, finder: UsesFinder): void {
    if (this.finders.has(kind)) throw new Error(`Media uses of ${kind} are registered twice`);
    this.finders.set(kind, finder);
  }

  /** The records that use each of `ids`, by image id (images no record uses are absent). */
  async usesOf(ids: readonly number[]): Promise<Map<number, RecordUse[]>> {
    const uses = new Map<number, RecordUse[]>();
    if (ids.length === 0) return uses;
    for (const [kind, finder] of this.finders) {
      for (const { mediaId, id, label, adminPath } of await finder(ids)) {
        const list = uses.get(mediaId) ?? [];
        list.push({ kind, id, label, adminPath });
        uses.set(mediaId, list);
      }
    }
    return uses;
  }

  /**
   * The images of `ids` as a public page shows them, in `locale`; an id with no image
   * (deleted, never there) is absent from the map, and the page leaves it out.
   */
  async resolve(ids: readonly number[], locale: Locale): Promise<Map<number, PublicImage>> {
    const wanted = [...new Set(ids)];
    const rows = wanted.length > 0 ? await this.repo().findBy({ id: In(wanted) }) : [];
    return new Map(rows.map((row) => [row.id, toPublicImage(row, locale, this.media)]));
  }

  /**
   * The alt texts and captions of the images of `ids` in both languages, by id (absent: no
   * such image), for a record that takes them as its own words (a project's gallery image).
   */
  async textsOf(ids: readonly number[]): Promise<Map<number, LibraryTexts>> {
    const wanted = [...new Set(ids)];
    const rows = wanted.length > 0 ? await this.repo().findBy({ id: In(wanted) }) : [];
    return new Map(
      rows.map((row) => [
        row.id,
        {
          alt: { en: row.altEn, fr: row.altFr },
          caption: { en: row.captionEn, fr: row.captionFr },
        },
      ]),
    );
  }

  /** The stored image of `id` (for crops made on the server, as the social card), or null. */
  async storedImage(id: number): Promise<StoredImage | null> {
    return (await this.repo().findOneBy({ id }))?.image ?? null;
  }

  /**
   * Moves an image's focal point from another screen (a project's cover): a save of that
   * one field from the version it has now, so it merges as any other save.
   */
  async aim(id: number, focal: FocalPoint): Promise<void> {
    const row = await this.repo().findOneBy({ id });
    if (!row) throw notFound('media');
    await this.patch(id, { version: row.version, focal });
  }

  /** A page of the library, newest first; `q` keeps images whose texts hold every word. */
  async list(request: PageRequest & { q?: string }): Promise<Page<MediaAssetDetail>> {
    const query = this.repo().createQueryBuilder('a');
    const { words, lastIsPrefix } = searchTerms(request.q ?? '');
    // Words hold letters and digits only: nothing LIKE would read as a wildcard.
    words.forEach((word, i) => {
      const prefix = lastIsPrefix && i === words.length - 1;
      query.andWhere(`a.search_text LIKE :word${i}`, {
        [`word${i}`]: prefix ? `% ${word}%` : `% ${word} %`,
      });
    });
    return keysetPage(query, ORDER, request, async (ids) => {
      const rows = ids.length > 0 ? await this.repo().findBy({ id: In(ids) }) : [];
      return this.withUses(rows);
    });
  }

  async get(id: number): Promise<MediaAssetDetail> {
    const row = await this.repo().findOneBy({ id });
    if (!row) throw notFound('media');
    const [detail] = await this.withUses([row]);
    return detail as MediaAssetDetail;
  }

  /** Stores a new image: its renditions first, then its row (the objects go if the row fails). */
  async upload(input: UploadInput): Promise<MediaAssetDetail> {
    const image = await this.store(input.bytes);
    const texts = {
      fileName: input.fileName,
      altFr: input.alt?.fr ?? '',
      altEn: input.alt?.en ?? '',
      captionFr: '',
      captionEn: '',
    };
    const saved = await this.undoOnFailure(image, () =>
      this.audit.change(
        (tx) =>
          tx.save(
            tx.create(MediaAsset, {
              ...texts,
              image,
              bytes: input.bytes.length,
              searchText: searchTextOf(texts),
              version: 1,
              fieldVersions: {},
            }),
          ),
        (row) => ({
          action: 'media.upload',
          target: mediaTarget(row),
          changes: changesOf(null, snapshot(row), AUDITED),
        }),
      ),
    );
    return { ...toMediaAssetAnswer(saved, this.media), uses: [] };
  }

  /**
   * Saves the fields given, against the version the person started from: a field a
   * colleague changed since to another value is a 409 naming it (nothing is saved); their
   * changes to other fields are kept.
   */
  async patch(id: number, input: MediaPatchInput): Promise<MediaAssetDetail> {
    const wanted = wantedValues(input);
    const row = await this.dataSource.transaction(async (tx) => {
      const was = await lockAsset(tx, id);
      const current = fieldValues(was);
      const changed = MEDIA_FIELDS.filter(
        (field) => field in wanted && !sameValue(current[field], wanted[field]),
      );
      const conflicts = changed.filter((field) => (was.fieldVersions[field] ?? 1) > input.version);
      if (conflicts.length > 0) {
        throw new DomainError(
          'edit_conflict',
          {},
          {
            fields: conflicts.map((field) => ({ field, code: 'changed_by_other' as const })),
            conflicts: conflicts.map((field) => ({
              field,
              base: null,
              theirs: current[field],
              mine: wanted[field] ?? null,
            })),
          },
        );
      }
      if (changed.length === 0) return was;
      const before = snapshot(was);
      applyValues(was, wanted, changed);
      await tx.save(was);
      await this.audit.record(tx, {
        action: 'media.update',
        target: mediaTarget(was),
        changes: changesOf(before, snapshot(was), AUDITED),
      });
      return was;
    });
    return this.get(row.id);
  }

  /**
   * Puts a new file under the same id, so every use shows it: the new renditions are
   * stored, the row points at them, and only then are the old objects removed. The focal
   * point goes back to the centre unless the new one is given.
   */
  async replace(id: number, input: ReplaceInput): Promise<MediaAssetDetail> {
    const stored = await this.store(input.bytes);
    const image: StoredImage = input.focal ? { ...stored, focal: input.focal } : stored;
    const old = await this.undoOnFailure(image, () =>
      this.dataSource.transaction(async (tx) => {
        const was = await lockAsset(tx, id);
        const before = snapshot(was);
        const old = was.image;
        const version = was.version + 1;
        was.image = image;
        was.fileName = input.fileName;
        was.bytes = input.bytes.length;
        was.searchText = searchTextOf(was);
        was.version = version;
        was.fieldVersions = { ...was.fieldVersions, focal: version };
        await tx.save(was);
        await this.audit.record(tx, {
          action: 'media.replace',
          target: mediaTarget(was),
          changes: changesOf(before, snapshot(was), AUDITED),
        });
        return old;
      }),
    );
    await this.media.discard(old);
    return this.get(id);
  }

  /** Deletes an image no record uses; one in use is refused (409 in_use) with its uses. */
  async delete(id: number): Promise<void> {
    const uses = (await this.usesOf([id])).get(id) ?? [];
    if (uses.length > 0) throw new DomainError('in_use', {}, { uses });
    const gone = await this.audit.change(
      async (tx) => {
        const row = await lockAsset(tx, id);
        await tx.delete(MediaAsset, { id });
        return row;
      },
      (row) => ({
        action: 'media.delete',
        target: mediaTarget(row),
        changes: changesOf(snapshot(row), null, AUDITED),
      }),
    );
    await this.media.discard(gone.image);
  }

  private repo() {
    return this.dataSource.getRepository(MediaAsset);
  }

  private async withUses(rows: readonly MediaAsset[]): Promise<MediaAssetDetail[]> {
    const uses = await this.usesOf(rows.map((row) => row.id));
    return rows.map((row) => ({
      ...toMediaAssetAnswer(row, this.media),
      uses: uses.get(row.id) ?? [],
    }));
  }

  /** The pipeline's CPU work and the objects, before any transaction (as every upload). */
  private async store(bytes: Buffer): Promise<StoredImage> {
    const image = await this.media.store(await this.pipeline.process(bytes, LIBRARY_MEDIA_FOLDER));
    return { ...image, originalBytes: bytes.length };
  }

  private async undoOnFailure<T>(image: StoredImage, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      await this.media.discard(image);
      throw error;
    }
  }
}

/** The row, locked for the transaction on PostgreSQL (SQLite serialises units of work). */
async function lockAsset(tx: EntityManager, id: number): Promise<MediaAsset> {
  const row = await tx.findOne(MediaAsset, {
    where: { id },
    ...(tx.dataSource.options.type === 'postgres'
      ? { lock: { mode: 'pessimistic_write' as const } }
      : {}),
  });
  if (!row) throw notFound('media');
  return row;
}

type Values = Partial<Record<MediaField, string | FocalPoint>>;

function wantedValues(input: MediaPatchInput): Values {
  const values: Values = {};
  if (input.alt?.fr !== undefined) values['alt.fr'] = input.alt.fr;
  if (input.alt?.en !== undefined) values['alt.en'] = input.alt.en;
  if (input.caption?.fr !== undefined) values['caption.fr'] = input.caption.fr;
  if (input.caption?.en !== undefined) values['caption.en'] = input.caption.en;
  if (input.focal) values.focal = { x: input.focal.x, y: input.focal.y };
  return values;
}

function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

/** Sets the changed fields on the row, raises its version and marks theirs with it. */
function applyValues(row: MediaAsset, wanted: Values, changed: MediaField[]): void {
  const version = row.version + 1;
  const text = (field: MediaField, now: string) =>
    changed.includes(field) ? (wanted[field] as string) : now;
  row.altFr = text('alt.fr', row.altFr);
  row.altEn = text('alt.en', row.altEn);
  row.captionFr = text('caption.fr', row.captionFr);
  row.captionEn = text('caption.en', row.captionEn);
  if (changed.includes('focal')) row.image = { ...row.image, focal: wanted.focal as FocalPoint };
  row.searchText = searchTextOf(row);
  row.version = version;
  row.fieldVersions = {
    ...row.fieldVersions,
    ...Object.fromEntries(changed.map((field) => [field, version])),
  };
}

/** What the audit log keeps of an image: its texts and its file, not its renditions. */
function snapshot(row: MediaAsset) {
  return {
    file: row.image.key,
    fileName: row.fileName,
    bytes: row.bytes,
    altFr: row.altFr,
    altEn: row.altEn,
    captionFr: row.captionFr,
    captionEn: row.captionEn,
    focal: row.image.focal ? `${row.image.focal.x},${row.image.focal.y}` : null,
  };
}

const AUDITED = [
  'file',
  'fileName',
  'bytes',
  'altFr',
  'altEn',
  'captionFr',
  'captionEn',
  'focal',
] as const;

function mediaTarget(row: Pick<MediaAsset, 'id' | 'fileName'>) {
  return { type: 'media', id: row.id, label: row.fileName };
}
