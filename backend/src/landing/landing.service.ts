import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  DEFAULT_LANDING,
  landingContentSchema,
  type LandingContent,
  type LandingTexts,
  type Locale,
} from '@prism/contracts';
import { Repository } from 'typeorm';
import { changesOf } from '../audit/audit-changes';
import { AuditLog } from '../audit/audit-log';
import { PublicReadCache, type PublicAnswer } from '../content-version/public-read-cache';
import { LandingContentRow } from './landing-content.entity';
import { fixedTarget } from '../audit/fixed-targets';
import { DomainError } from '../common/domain-error';
import { RevisionsService } from '../revisions/revisions.service';
import { flattenLanding, LANDING_ID, unflattenLanding } from '../revisions/record-snapshots';

const ROW_ID = 1;

/**
 * The landing page's texts (hero, services, about, contact): the defaults, which are the
 * site's copy, until staff save their own; both languages are saved together.
 */
@Injectable()
export class LandingService {
  private readonly logger = new Logger('Landing');

  constructor(
    @InjectRepository(LandingContentRow) private readonly rows: Repository<LandingContentRow>,
    private readonly reads: PublicReadCache,
    private readonly audit: AuditLog,
    private readonly revisions: RevisionsService,
  ) {}

  /** Both languages (the staff screen). */
  all(): Promise<LandingContent> {
    return this.answer().then((answer) => answer.value);
  }

  answer(): Promise<PublicAnswer<LandingContent>> {
    return this.reads.answer('landing', () => this.stored());
  }

  /** One language, as a public page asks for it. */
  of(locale: Locale): Promise<PublicAnswer<LandingTexts>> {
    return this.reads.answer(`landing ${locale}`, async () => (await this.stored())[locale]);
  }

  /**
   * Saves both languages' texts: what the person changed since the version they started
   * from (`expected`), merged over a colleague's changes to other fields.
   */
  async replace(content: LandingContent, expected: number | null): Promise<LandingContent> {
    await this.rows.manager.transaction(async (tx) => {
      const edit = await this.revisions.open(tx, LANDING_RECORD, expected);
      const before = (await tx.findOneBy(LandingContentRow, { id: ROW_ID }))?.data;
      const merged = landingContentSchema.safeParse(
        unflattenLanding(await this.revisions.mergeDocument(tx, edit, flattenLanding(content))),
      );
      if (!merged.success) {
        throw new DomainError('merge_unfit');
      }
      await tx.upsert(LandingContentRow, { id: ROW_ID, data: merged.data }, ['id']);
      await this.revisions.write(tx, edit);
      await this.audit.record(tx, {
        action: 'landing.update',
        target: fixedTarget('landing:landing'),
        changes: changesOf(flatten(before ?? DEFAULT_LANDING), flatten(merged.data)),
      });
    });
    return this.all();
  }

  private async stored(): Promise<LandingContent> {
    const row = await this.rows.findOneBy({ id: ROW_ID });
    if (!row) return structuredClone(DEFAULT_LANDING);
    const parsed = landingContentSchema.safeParse(row.data);
    if (parsed.success) return parsed.data;
    // Only a hand-edited row gets here: the page keeps working on the defaults.
    this.logger.warn('Stored landing texts are invalid; serving the defaults');
    return structuredClone(DEFAULT_LANDING);
  }
}

const LANDING_RECORD = { kind: 'landing', recordId: LANDING_ID } as const;

/** The audit log's view of a change: each section of each language as one line of text. */
function flatten(content: LandingContent): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [locale, texts] of Object.entries(content)) {
    for (const [section, value] of Object.entries(texts)) {
      out[`${locale}.${section}`] = JSON.stringify(value);
    }
  }
  return out;
}
