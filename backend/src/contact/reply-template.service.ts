import { changesOf } from '../audit/audit-changes';
import { AuditLog } from '../audit/audit-log';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  otherLocale,
  type Locale,
  type ReplyDraftAnswer,
  type ReplyTemplateAnswer,
} from '@prism/contracts';
import { Repository } from 'typeorm';
import { notFound } from '../common/domain-error';
import { fillReplyTemplate } from '../mail/lead-reply';
import { ContactMessage } from './contact-message.entity';
import { ReplyTemplate } from './reply-template.entity';

type TemplateInput = { name: string; body: { fr: string; en: string } };

/** Owners' reply templates: starting texts filled in for each lead. */
@Injectable()
export class ReplyTemplateService {
  constructor(
    @InjectRepository(ReplyTemplate) private readonly templates: Repository<ReplyTemplate>,
    @InjectRepository(ContactMessage) private readonly messages: Repository<ContactMessage>,
    private readonly audit: AuditLog,
  ) {}

  async list(): Promise<ReplyTemplateAnswer[]> {
    const rows = await this.templates.find({ order: { name: 'ASC', id: 'ASC' } });
    return rows.map(toTemplateDto);
  }

  /**
   * Every template filled in for one lead, in the language the lead wrote in; a template
   * with no text in that language yet answers its other one, saying so in `locale`.
   */
  async drafts(messageId: number): Promise<ReplyDraftAnswer[]> {
    const lead = await this.messages.findOneBy({ id: messageId });
    if (!lead) throw notFound('message');
    const rows = await this.templates.find({ order: { name: 'ASC', id: 'ASC' } });
    return rows.map((row) => {
      const texts: Record<Locale, string> = { en: row.body, fr: row.bodyFr };
      const locale = texts[lead.locale].trim() ? lead.locale : otherLocale(lead.locale);
      return {
        templateId: row.id,
        name: row.name,
        locale,
        body: fillReplyTemplate(texts[locale], lead, locale),
      };
    });
  }

  async create(input: TemplateInput): Promise<ReplyTemplateAnswer> {
    const saved = await this.audit.change(
      (tx) => tx.save(tx.create(ReplyTemplate, toColumns(input))),
      (row) => ({
        action: 'reply_template.create',
        target: templateTarget(row),
        changes: changesOf(null, audited(row)),
      }),
    );
    return toTemplateDto(saved);
  }

  async update(id: number, input: TemplateInput): Promise<ReplyTemplateAnswer> {
    const saved = await this.audit.change(
      async (tx) => {
        const row = await tx.findOneBy(ReplyTemplate, { id });
        if (!row) throw notFound('template');
        const before = audited(row);
        return { before, row: await tx.save(Object.assign(row, toColumns(input))) };
      },
      ({ before, row }) => ({
        action: 'reply_template.update',
        target: templateTarget(row),
        changes: changesOf(before, audited(row)),
      }),
    );
    return toTemplateDto(saved.row);
  }

  async remove(id: number): Promise<void> {
    await this.audit.change(
      async (tx) => {
        const row = await tx.findOneBy(ReplyTemplate, { id });
        if (!row) throw notFound('template');
        await tx.delete(ReplyTemplate, { id });
        return row;
      },
      (row) => ({
        action: 'reply_template.delete',
        target: templateTarget(row),
        changes: changesOf(audited(row), null),
      }),
    );
  }
}

const toColumns = (input: TemplateInput) => ({
  name: input.name,
  body: input.body.en,
  bodyFr: input.body.fr,
});

/** A template's fields as the audit log names them. */
const audited = (row: Pick<ReplyTemplate, 'name' | 'body' | 'bodyFr'>) => ({
  name: row.name,
  body_en: row.body,
  body_fr: row.bodyFr,
});

const templateTarget = (row: Pick<ReplyTemplate, 'id' | 'name'>) => ({
  type: 'reply_template',
  id: row.id,
  label: row.name,
});

const toTemplateDto = (row: ReplyTemplate): ReplyTemplateAnswer => ({
  id: row.id,
  name: row.name,
  body: { fr: row.bodyFr, en: row.body },
  updatedAt: row.updatedAt.toISOString(),
});
