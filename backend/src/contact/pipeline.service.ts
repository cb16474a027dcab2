import { changesOf } from '../audit/audit-changes';
import { AuditLog } from '../audit/audit-log';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  LEAD_CORRECTION_FIELDS,
  ROLES,
  ROLE_PERMISSIONS,
  type AssigneeAnswer,
  type ContactMessageAnswer,
  type ContactNoteAnswer,
  type LeadCorrectionInput,
  type LeadStage,
  type SessionUser,
} from '@prism/contracts';
import { In, Repository } from 'typeorm';
import { invalidFields, notFound } from '../common/domain-error';
import { User } from '../users/user.entity';
import { ContactMessage } from './contact-message.entity';
import { ContactNote } from './contact-note.entity';
import { toContactNoteAnswer } from './contact.mapper';
import { ContactService, messageTarget } from './contact.service';

/** Roles that may be given a lead: those who work the inbox (a viewer only reads it). */
const LEAD_WORKERS = ROLES.filter((role) => ROLE_PERMISSIONS[role].includes('reply_messages'));

/** Working a lead: its stage, its assignee and the staff's internal notes. */
@Injectable()
export class PipelineService {
  constructor(
    @InjectRepository(ContactMessage) private readonly messages: Repository<ContactMessage>,
    @InjectRepository(ContactNote) private readonly notes: Repository<ContactNote>,
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly contact: ContactService,
    private readonly audit: AuditLog,
  ) {}

  /** Staff a lead can be assigned to, by username. */
  async assignees(): Promise<AssigneeAnswer[]> {
    const users = await this.users.find({
      select: { id: true, username: true },
      where: { role: In(LEAD_WORKERS) },
      order: { username: 'ASC' },
    });
    return users.map((u) => ({ id: u.id, username: u.username }));
  }

  async update(
    id: number,
    change: { stage?: LeadStage; assigneeId?: number | null },
  ): Promise<ContactMessageAnswer> {
    const message = await this.messages.findOneBy({ id });
    if (!message) throw notFound('message');
    const before = { stage: message.stage, assigneeId: message.assigneeId };
    if (change.assigneeId) {
      const worker = await this.users.findOneBy({ id: change.assigneeId, role: In(LEAD_WORKERS) });
      if (!worker) {
        throw invalidFields([{ field: 'assigneeId', code: 'not_found' }]);
      }
    }
    if (change.stage !== undefined) message.stage = change.stage;
    if (change.assigneeId !== undefined) message.assigneeId = change.assigneeId;
    const after = { stage: message.stage, assigneeId: message.assigneeId };
    await this.audit.change(
      (tx) => tx.update(ContactMessage, { id }, after),
      () => ({
        action: 'message.pipeline',
        target: messageTarget(message),
        changes: changesOf(before, after),
      }),
    );
    return this.contact.toDto(message);
  }

  /**
   * Rectification (issue 46): staff correct the person's name, e-mail or company on a lead;
   * only the fields sent change. The row and its audit entry (before and after) are written
   * in one transaction; the search index follows by the database's triggers.
   */
  async correct(id: number, change: LeadCorrectionInput): Promise<ContactMessageAnswer> {
    const fields = LEAD_CORRECTION_FIELDS.filter((field) => change[field] !== undefined);
    const { now } = await this.audit.change(
      async (tx) => {
        const was = await tx.findOneBy(ContactMessage, { id });
        if (!was) throw notFound('message');
        const values = Object.fromEntries(fields.map((field) => [field, change[field]]));
        await tx.update(ContactMessage, { id }, values);
        return { was, now: await tx.findOneByOrFail(ContactMessage, { id }) };
      },
      ({ was, now }) => ({
        action: 'message.correct',
        target: messageTarget(now),
        changes: changesOf(was, now, fields),
      }),
    );
    return this.contact.toDto(now);
  }

  async listNotes(messageId: number): Promise<ContactNoteAnswer[]> {
    await this.assertMessage(messageId);
    const notes = await this.notes.find({
      where: { messageId },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
    return notes.map(toContactNoteAnswer);
  }

  async addNote(author: SessionUser, messageId: number, body: string): Promise<ContactNoteAnswer> {
    await this.assertMessage(messageId);
    const note = await this.audit.change(
      (tx) =>
        tx.save(
          this.notes.create({ messageId, authorId: author.id, authorName: author.username, body }),
        ),
      (saved) => ({
        action: 'note.create',
        target: noteTarget(saved),
        changes: changesOf(null, { body }),
      }),
    );
    return toContactNoteAnswer(note);
  }

  async editNote(messageId: number, noteId: number, body: string): Promise<ContactNoteAnswer> {
    const note = await this.notes.findOneBy({ id: noteId, messageId });
    if (!note) throw notFound('note');
    const before = { body: note.body };
    note.body = body;
    note.editedAt = new Date();
    const saved = await this.audit.change(
      (tx) => tx.save(note),
      (row) => ({
        action: 'note.update',
        target: noteTarget(row),
        changes: changesOf(before, { body: row.body }),
      }),
    );
    return toContactNoteAnswer(saved);
  }

  async deleteNote(messageId: number, noteId: number): Promise<void> {
    await this.audit.change(
      async (tx) => {
        const note = await tx.findOneBy(ContactNote, { id: noteId, messageId });
        if (!note) throw notFound('note');
        await tx.delete(ContactNote, { id: noteId });
        return note;
      },
      (note) => ({
        action: 'note.delete',
        target: noteTarget(note),
        changes: changesOf({ body: note.body }, null),
      }),
    );
  }

  private async assertMessage(id: number): Promise<void> {
    if (!(await this.messages.existsBy({ id }))) throw notFound('message');
  }
}

/** A note is named by its id, under the lead it belongs to. */
function noteTarget(note: Pick<ContactNote, 'id' | 'messageId'>) {
  return { type: 'note', id: note.id, label: `message ${note.messageId}` };
}
