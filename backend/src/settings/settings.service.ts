import { changesOf } from '../audit/audit-changes';
import { AuditLog } from '../audit/audit-log';
import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DEFAULT_SITE_SETTINGS, siteSettingsSchema, type SiteSettings } from '@prism/contracts';
import { Repository } from 'typeorm';
import { PublicReadCache, type PublicAnswer } from '../content-version/public-read-cache';
import { SiteSettingsRow } from './site-settings.entity';
import { fixedTarget } from '../audit/fixed-targets';

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

  /** Replaces the whole document in one statement (insert or update), on both databases. */
  async replace(settings: SiteSettings): Promise<SiteSettings> {
    await this.audit.change(
      async (tx) => {
        const before = await tx.findOneBy(SiteSettingsRow, { id: ROW_ID });
        await tx.upsert(SiteSettingsRow, { id: ROW_ID, data: settings }, ['id']);
        return before?.data ?? DEFAULT_SITE_SETTINGS;
      },
      (before) => ({
        action: 'settings.update',
        target: fixedTarget('settings:site'),
        changes: changesOf(before, settings),
      }),
    );
    return this.get();
  }
}
