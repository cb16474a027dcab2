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

  async replace(content: LandingContent): Promise<LandingContent> {
    await this.audit.change(
      async (tx) => {
        const before = await tx.findOneBy(LandingContentRow, { id: ROW_ID });
        await tx.upsert(LandingContentRow, { id: ROW_ID, data: content }, ['id']);
        return before?.data ?? DEFAULT_LANDING;
      },
      (before) => ({
        action: 'landing.update',
        target: fixedTarget('landing:landing'),
        changes: changesOf(flatten(before), flatten(content)),
      }),
    );
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
