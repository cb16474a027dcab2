import { Body, Controller, Delete, Get, Param, Patch, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiAnswer } from '../common/api-answers';
import {
  leadCorrectionSchema,
  leadUpdateSchema,
  noteSchema,
  type AssigneeAnswer,
  type ContactMessageAnswer,
  type ContactNoteAnswer,
  type MessageAnswer,
  type SessionUser,
} from '@prism/contracts';
import { createZodDto } from 'nestjs-zod';
import { z } from 'zod';
import { RequirePermissions } from '../common/access.decorators';
import { CurrentUser } from '../common/current-user.decorator';
import { IdParams, positiveId } from '../common/id-params';
import { PipelineService } from './pipeline.service';
import { MessageRoute } from '../common/message-route';

class LeadUpdateDto extends createZodDto(leadUpdateSchema) {}
class LeadCorrectionDto extends createZodDto(leadCorrectionSchema) {}
class NoteDto extends createZodDto(noteSchema.strict()) {}

class NoteParams extends createZodDto(z.object({ id: positiveId, noteId: positiveId })) {}

@ApiTags('contact')
@Controller('api/contact')
export class PipelineController {
  constructor(private readonly pipeline: PipelineService) {}

  @Get('assignees')
  @RequirePermissions('view_messages')
  @ApiOperation({ summary: 'Staff a lead can be assigned to' })
  @ApiAnswer('Assignee', { isArray: true })
  assignees(): Promise<AssigneeAnswer[]> {
    return this.pipeline.assignees();
  }

  @Patch(':id')
  @RequirePermissions('reply_messages')
  @ApiOperation({ summary: "Change a lead's stage or assignee (null: nobody)" })
  @ApiAnswer('ContactMessage')
  update(@Param() { id }: IdParams, @Body() body: LeadUpdateDto): Promise<ContactMessageAnswer> {
    return this.pipeline.update(id, body);
  }

  @Patch(':id/person')
  @RequirePermissions('delete_messages')
  @ApiOperation({
    summary: "Correct the person's name, e-mail or company on a lead (rectification)",
    description:
      "Only the fields sent change, under the contact form's rules; the message text is not corrected. Audited with the values before and after. Needs the permission that erases a lead (ADR 091).",
  })
  @ApiAnswer('ContactMessage')
  correct(
    @Param() { id }: IdParams,
    @Body() body: LeadCorrectionDto,
  ): Promise<ContactMessageAnswer> {
    return this.pipeline.correct(id, body);
  }

  @Get(':id/notes')
  @RequirePermissions('view_messages')
  @ApiOperation({ summary: 'Internal notes on a lead, oldest first' })
  @ApiAnswer('ContactNote', { isArray: true })
  notes(@Param() { id }: IdParams): Promise<ContactNoteAnswer[]> {
    return this.pipeline.listNotes(id);
  }

  @Post(':id/notes')
  @RequirePermissions('reply_messages')
  @ApiOperation({ summary: 'Add an internal note (notes are append-only for staff)' })
  @ApiAnswer('ContactNote', { status: 201 })
  addNote(
    @CurrentUser() me: SessionUser,
    @Param() { id }: IdParams,
    @Body() body: NoteDto,
  ): Promise<ContactNoteAnswer> {
    return this.pipeline.addNote(me, id, body.body);
  }

  @Patch(':id/notes/:noteId')
  @RequirePermissions('edit_notes')
  @ApiOperation({ summary: 'Correct a note (owners)' })
  @ApiAnswer('ContactNote')
  editNote(@Param() { id, noteId }: NoteParams, @Body() body: NoteDto): Promise<ContactNoteAnswer> {
    return this.pipeline.editNote(id, noteId, body.body);
  }

  @MessageRoute(Delete(':id/notes/:noteId'), 'edit_notes', 'Delete a note (owners)')
  async deleteNote(@Param() { id, noteId }: NoteParams): Promise<MessageAnswer> {
    await this.pipeline.deleteNote(id, noteId);
    return { message: 'Note deleted' };
  }
}
