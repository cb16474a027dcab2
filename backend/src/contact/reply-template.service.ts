import { changesOf } from '../audit/audit-changes';
import { AuditLog } from '../audit/audit-log';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { ReplyTemplateAnswer } from '@prism/contracts';
import { Repository } from 'typeorm';
import { notFound } from '../common/domain-error';
import { ReplyTemplate } from './reply-template.entity';

type TemplateInput = { name: string; body: string };

/** Owners' reply templates: starting texts the reply composer fills in (ADR 043). */
@Injectable()
export class ReplyTemplateService {
  constructor(
    @InjectRepository(ReplyTemplate) private readonly templates: Repository<ReplyTemplate>,
    private readonly audit: AuditLog,
  ) {}

  async list(): Promise<ReplyTemplateAnswer[]> {
    const rows = await this.templates.find({ order: { name: 'ASC', id: 'ASC' } });
    return rows.map(toTemplateDto);
  }

  async create(input: TemplateInput): Promise<ReplyTemplateAnswer> {
    const saved = await this.audit.change(
      (tx) => tx.save(tx.create(ReplyTemplate, input)),
      (row) => ({
        action: 'reply_template.create',
        target: templateTarget(row),
        changes: changesOf(null, input),
      }),
    );
    return toTemplateDto(saved);
  }

  async update(id: number, input: TemplateInput): Promise<ReplyTemplateAnswer> {
    const saved = await this.audit.change(
      async (tx) => {
        const row = await tx.findOneBy(ReplyTemplate, { id });
        if (!row) throw notFound('Template');
        const before = { name: row.name, body: row.body };
        return { before, row: await tx.save(Object.assign(row, input)) };
      },
      ({ before, row }) => ({
        action: 'reply_template.update',
        target: templateTarget(row),
        changes: changesOf(before, input),
      }),
    );
    return toTemplateDto(saved.row);
  }

  async remove(id: number): Promise<void> {
    await this.audit.change(
      async (tx) => {
        const row = await tx.findOneBy(ReplyTemplate, { id });
        if (!row) throw notFound('Template');
        await tx.delete(ReplyTemplate, { id });
        return row;
      },
      (row) => ({
        action: 'reply_template.delete',
        target: templateTarget(row),
        changes: changesOf({ name: row.name, body: row.body }, null),
      }),
    );
  }
}

const templateTarget = (row: Pick<ReplyTemplate, 'id' | 'name'>) => ({
  type: 'reply_template',
  id: row.id,
  label: row.name,
});

const toTemplateDto = (row: ReplyTemplate): ReplyTemplateAnswer => ({
  id: row.id,
  name: row.name,
  body: row.body,
  updatedAt: row.updatedAt.toISOString(),
});
