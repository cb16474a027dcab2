import { changesOf } from '../audit/audit-changes';
import { AuditLog } from '../audit/audit-log';
import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DEFAULT_SITE_SETTINGS, siteSettingsSchema, type SiteSettings } from '@prism/contracts';
import { Repository } from 'typeorm';
import { PublicReadCache, type PublicAnswer } from '../content-version/public-read-cache';
import { SiteSettingsRow } from './site-settings.entity';
import { fixedTarget } from '../audit/fixed-targets';
import { DomainError } from '../common/domain-error';
import { RevisionsService } from '../revisions/revisions.service';
import { SETTINGS_ID } from '../revisions/record-snapshots';

/** The settings live in one row; this is its id. */
export const ROW_ID = 1;

/** The editable site facts (contact e-mail, availability, location, social links, stats). */
@Injectable()
export class SettingsService {
  private readonly logger = new Logger('Settings');

  constructor(
    @InjectRepository(SiteSettingsRow) private readonly rows: Repository<SiteSettingsRow>,
    private readonly reads: PublicReadCache,
    private readonly audit: AuditLog,
    private readonly revisions: RevisionsService,
  ) {}

  /** The stored document, or the defaults while none is stored. */
  get(): Promise<SiteSettings> {
    return this.answer().then((answer) => answer.value);
  }

  /** The same, as the public read keeps it (bytes and ETag). */
  answer(): Promise<PublicAnswer<SiteSettings>> {
    // A copy of the defaults: the cache freezes what it keeps, and the constant is shared.
    return this.reads.answer('settings', async () => {
      const row = await this.rows.findOneBy({ id: ROW_ID });
      if (!row) return { ...DEFAULT_SITE_SETTINGS };
      const parsed = siteSettingsSchema.safeParse(row.data);
      if (parsed.success) return parsed.data;
      // Only a hand-edited row gets here: the site keeps working on the defaults.
      this.logger.warn('Stored site settings are invalid; serving the defaults');
      return { ...DEFAULT_SITE_SETTINGS };
    });
  }

  /**
   * Saves the document: what the person changed since the version they started from
   * (`expected`), merged over a colleague's changes to other fields.
   */
  async replace(settings: SiteSettings, expected: number | null): Promise<SiteSettings> {
    await this.rows.manager.transaction(async (tx) => {
      const edit = await this.revisions.open(tx, SETTINGS_RECORD, expected);
      const before = (await tx.findOneBy(SiteSettingsRow, { id: ROW_ID }))?.data;
      const merged = siteSettingsSchema.safeParse(
        await this.revisions.mergeDocument(tx, edit, settings),
      );
      if (!merged.success) {
        throw new DomainError('merge_unfit');
      }
      await tx.upsert(SiteSettingsRow, { id: ROW_ID, data: merged.data }, ['id']);
      await this.revisions.write(tx, edit);
      await this.audit.record(tx, {
        action: 'settings.update',
        target: fixedTarget('settings:site'),
        changes: changesOf(before ?? DEFAULT_SITE_SETTINGS, merged.data),
      });
    });
    return this.get();
  }
}

const SETTINGS_RECORD = { kind: 'settings', recordId: SETTINGS_ID } as const;
