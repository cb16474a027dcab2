import { changesOf } from '../audit/audit-changes';
import { AuditLog } from '../audit/audit-log';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  LIMITS,
  PAGE_SIZES,
  type ClientLogoAnswer,
  type logoSchema,
  type Page,
} from '@prism/contracts';
import { In, Repository } from 'typeorm';
import { MediaLibraryService } from '../media-library/media-library.service';
import { cursorOf, inOrderOf, invalidCursor, keysOf, type PageRequest } from '../common/keyset';
import type { z } from 'zod';
import { DomainError, invalidFields, notFound } from '../common/domain-error';
import { PublicReadCache, type PublicAnswer } from '../content-version/public-read-cache';
import { sanitizeSvg } from '../svg/svg-sanitizer';
import { ClientLogo } from './client-logo.entity';
import { byDisplayOrder, logoMediaIds, toClientLogoAnswer, type LogoMedia } from './logo.mapper';

export type LogoInput = z.output<typeof logoSchema>;

/**
 * Client logos. They are sorted here rather than in SQL, so the order is the same on
 * SQLite and PostgreSQL (byDisplayOrder). A media logo names a library image by id:
 * its answers carry the image as the library has it now, alt text per language.
 */
@Injectable()
export class LogosService implements OnModuleInit {
  constructor(
    @InjectRepository(ClientLogo) private readonly logos: Repository<ClientLogo>,
    private readonly reads: PublicReadCache,
    private readonly audit: AuditLog,
    private readonly library: MediaLibraryService,
  ) {}

  /** The library's "used in": the logos that are one of its images. */
  onModuleInit(): void {
    this.library.registerUses('logo', async (mediaIds) => {
      const rows = await this.logos.find({
        select: { id: true, name: true, iconValue: true },
        where: { iconType: 'media', iconValue: In(mediaIds.map(String)) },
        order: { id: 'ASC' },
      });
      return rows.map((row) => ({
        mediaId: Number(row.iconValue),
        id: row.id,
        label: row.name,
        adminPath: '/admin/logos',
      }));
    });
  }

  listActive(): Promise<PublicAnswer<readonly ClientLogoAnswer[]>> {
    return this.reads.answer('logos active', async () => {
      const logos = await this.logos.find({ where: { active: true } });
      // The strip shows so many at most, however many are active: the page stays bounded.
      return this.answers(logos.sort(byDisplayOrder).slice(0, LIMITS.logoStrip));
    });
  }

  /**
   * A page of every logo, inactive included, in display order. The order is a
   * collation the two databases do not share, so the page is found among the sort keys of
   * every logo (three small columns); only the page's logos are read whole, SVG markup and
   * all. The cursor is the last logo's keys: [order or null, name, id].
   */
  async listAll(request: PageRequest): Promise<Page<ClientLogoAnswer>> {
    const keys = (await this.logos.find({ select: { id: true, order: true, name: true } })).sort(
      byDisplayOrder,
    );
    const after = request.cursor === undefined ? null : logoAfter(request.cursor);
    const start = after ? keys.findIndex((key) => byDisplayOrder(key, after) > 0) : 0;
    const size = request.limit ?? PAGE_SIZES.default;
    const shown = start < 0 ? [] : keys.slice(start, start + size);
    const last = shown.at(-1);
    const ids = shown.map((key) => key.id);
    const rows = ids.length > 0 ? await this.logos.findBy({ id: In(ids) }) : [];
    return {
      items: inOrderOf(ids, await this.answers(rows)),
      nextCursor:
        last && start + size < keys.length ? cursorOf([last.order, last.name, last.id]) : null,
    };
  }

  async create(input: LogoInput): Promise<ClientLogoAnswer> {
    await this.assertMediaExists(input);
    const logo = this.logos.create(toStored(input));
    const saved = await this.audit.change(
      (tx) => tx.save(logo),
      (row) => ({
        action: 'logo.create',
        target: logoTarget(row),
        changes: changesOf(null, row, LOGO_FIELDS),
      }),
    );
    return this.answer(saved);
  }

  async update(id: number, input: LogoInput): Promise<ClientLogoAnswer> {
    await this.assertMediaExists(input);
    const values = toStored(input);
    const { after } = await this.audit.change(
      async (tx) => {
        const was = await tx.findOneBy(ClientLogo, { id });
        if (!was) throw notFound('logo');
        await tx.update(ClientLogo, { id }, values);
        return { before: was, after: await tx.findOneByOrFail(ClientLogo, { id }) };
      },
      (change) => ({
        action: 'logo.update',
        target: logoTarget(change.after),
        changes: changesOf(change.before, change.after, LOGO_FIELDS),
      }),
    );
    return this.answer(after);
  }

  /** The logos' answers, their library images read in one query per language. */
  private async answers(rows: readonly ClientLogo[]): Promise<ClientLogoAnswer[]> {
    const ids = logoMediaIds(rows);
    if (ids.length === 0) return rows.map((row) => toClientLogoAnswer(row));
    const [fr, en] = await Promise.all([
      this.library.resolve(ids, 'fr'),
      this.library.resolve(ids, 'en'),
    ]);
    const media = new Map<number, LogoMedia>();
    for (const [mediaId, image] of en) {
      media.set(mediaId, {
        imageUrl: image.imageUrl,
        image: image.image,
        alt: { fr: fr.get(mediaId)?.alt ?? '', en: image.alt },
      });
    }
    return rows.map((row) => toClientLogoAnswer(row, media));
  }

  private async answer(row: ClientLogo): Promise<ClientLogoAnswer> {
    const [answer] = await this.answers([row]);
    return answer as ClientLogoAnswer;
  }

  /** A media logo must name an image the library has (400 naming iconValue). */
  private async assertMediaExists(input: LogoInput): Promise<void> {
    if (input.iconType !== 'media') return;
    const id = Number(input.iconValue);
    if (!(await this.library.resolve([id], 'en')).has(id)) {
      throw invalidFields([{ field: 'iconValue', code: 'not_found' }]);
    }
  }

  async delete(id: number): Promise<void> {
    await this.audit.change(
      async (tx) => {
        const logo = await tx.findOneBy(ClientLogo, { id });
        if (!logo) throw notFound('logo');
        await tx.delete(ClientLogo, { id });
        return logo;
      },
      (logo) => ({
        action: 'logo.delete',
        target: logoTarget(logo),
        changes: changesOf(logo, null, LOGO_FIELDS),
      }),
    );
  }
}

/** The logo a cursor names by its keys (the logo may be gone since: only its keys count). */
function logoAfter(cursor: string): Pick<ClientLogo, 'order' | 'name' | 'id'> {
  const [order, name, id, ...rest] = keysOf(cursor);
  const orderOk = order === null || (Number.isInteger(order) && Math.abs(order as number) <= 1e9);
  if (!orderOk || typeof name !== 'string' || !Number.isInteger(id) || rest.length > 0) {
    throw invalidCursor();
  }
  return { order: order as number | null, name, id: id as number };
}

const LOGO_FIELDS = ['name', 'iconType', 'iconValue', 'order', 'active'] as const;

function logoTarget(logo: ClientLogo) {
  return { type: 'logo', id: logo.id, label: logo.name };
}

/**
 * 'image' is the admin form's name for an uploaded SVG: it is stored as svg-code. SVG
 * markup is sanitised on every save, whatever path it came by.
 */
function toStored(input: LogoInput): Omit<ClientLogo, 'id' | 'createdAt' | 'updatedAt'> {
  const svg = input.iconType === 'svg-code' || input.iconType === 'image';
  return {
    name: input.name,
    iconType: svg ? 'svg-code' : input.iconType,
    iconValue: svg ? sanitizeLogoSvg(input.iconValue) : input.iconValue,
    order: input.order,
    active: input.active,
  };
}

function sanitizeLogoSvg(markup: string): string {
  try {
    return sanitizeSvg(markup);
  } catch (error) {
    // The sanitiser's refusal, naming the field it came from.
    if (error instanceof DomainError && error.code === 'svg_unsafe') {
      throw new DomainError('svg_unsafe', error.params as { problem: string }, {
        fields: [{ field: 'iconValue', code: 'invalid' }],
      });
    }
    throw error;
  }
}
