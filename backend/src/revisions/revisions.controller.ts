import { Controller, Get, Param, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { RevisionComparison, RevisionSummary } from '@prism/contracts';
import { createZodDto } from 'nestjs-zod';
import { z } from 'zod';
import { RequirePermissions } from '../common/access.decorators';
import { ApiAnswer } from '../common/api-answers';
import { ApiDomainErrors } from '../common/api-document';
import { IdParams, positiveId } from '../common/id-params';
import { EditableRecord, IfMatch } from './editable-record';
import { LANDING_ID, NAVIGATION_ID, SETTINGS_ID } from './record-snapshots';
import { RevisionsService } from './revisions.service';

class CompareQuery extends createZodDto(z.object({ from: positiveId, to: positiveId }).strict()) {}
class ItemRevisionParams extends createZodDto(z.object({ id: positiveId, number: positiveId })) {}
class RevisionParams extends createZodDto(z.object({ number: positiveId })) {}

const LIST = 'Revisions of the record, newest first: who saved, when, which fields changed';
const COMPARE = 'Two revisions field by field, text differences marked';
const RESTORE =
  "Bring the record's content back to a revision: a new revision (an item keeps its publication state); needs If-Match";

/**
 * Revisions of portfolio items, pages, the navigation, the site settings and the landing
 * texts, each under its record's own path and permission.
 */
@ApiTags('revisions')
@Controller('api')
export class RevisionsController {
  constructor(private readonly revisions: RevisionsService) {}

  @Get('portfolio/:id/revisions')
  @RequirePermissions('view_content')
  @ApiOperation({ summary: LIST })
  @ApiAnswer('RevisionSummary', { isArray: true })
  itemRevisions(@Param() { id }: IdParams): Promise<RevisionSummary[]> {
    return this.revisions.list('portfolio', String(id));
  }

  @Get('portfolio/:id/revisions/compare')
  @RequirePermissions('view_content')
  @ApiOperation({ summary: COMPARE })
  @ApiAnswer('RevisionComparison')
  compareItem(
    @Param() { id }: IdParams,
    @Query() { from, to }: CompareQuery,
  ): Promise<RevisionComparison> {
    return this.revisions.compare('portfolio', String(id), from, to);
  }

  @Post('portfolio/:id/revisions/:number/restore')
  @RequirePermissions('edit_portfolio')
  @ApiOperation({ summary: RESTORE })
  @ApiAnswer('RevisionSummary', { status: 201 })
  @ApiDomainErrors({ 422: 'The revision no longer fits what the record accepts' })
  @EditableRecord('portfolio')
  restoreItem(
    @Param() { id, number }: ItemRevisionParams,
    @IfMatch() expected: number | null,
  ): Promise<RevisionSummary> {
    return this.revisions.restore('portfolio', String(id), number, expected);
  }

  @Get('pages/:id/revisions')
  @RequirePermissions('view_content')
  @ApiOperation({ summary: LIST })
  @ApiAnswer('RevisionSummary', { isArray: true })
  pageRevisions(@Param() { id }: IdParams): Promise<RevisionSummary[]> {
    return this.revisions.list('page', String(id));
  }

  @Get('pages/:id/revisions/compare')
  @RequirePermissions('view_content')
  @ApiOperation({ summary: COMPARE })
  @ApiAnswer('RevisionComparison')
  comparePage(
    @Param() { id }: IdParams,
    @Query() { from, to }: CompareQuery,
  ): Promise<RevisionComparison> {
    return this.revisions.compare('page', String(id), from, to);
  }

  @Post('pages/:id/revisions/:number/restore')
  @RequirePermissions('edit_portfolio')
  @ApiOperation({ summary: RESTORE })
  @ApiAnswer('RevisionSummary', { status: 201 })
  @ApiDomainErrors({ 422: 'The revision no longer fits what the record accepts' })
  @EditableRecord('page')
  restorePage(
    @Param() { id, number }: ItemRevisionParams,
    @IfMatch() expected: number | null,
  ): Promise<RevisionSummary> {
    return this.revisions.restore('page', String(id), number, expected);
  }

  @Get('navigation/revisions')
  @RequirePermissions('view_content')
  @ApiOperation({ summary: LIST })
  @ApiAnswer('RevisionSummary', { isArray: true })
  navigationRevisions(): Promise<RevisionSummary[]> {
    return this.revisions.list('navigation', NAVIGATION_ID);
  }

  @Post('navigation/revisions/:number/restore')
  @RequirePermissions('edit_portfolio')
  @ApiOperation({ summary: RESTORE })
  @ApiAnswer('RevisionSummary', { status: 201 })
  @ApiDomainErrors({ 422: 'The revision no longer fits what the record accepts' })
  @EditableRecord('navigation')
  restoreNavigation(
    @Param() { number }: RevisionParams,
    @IfMatch() expected: number | null,
  ): Promise<RevisionSummary> {
    return this.revisions.restore('navigation', NAVIGATION_ID, number, expected);
  }

  @Get('admin/settings/revisions')
  @RequirePermissions('manage_settings')
  @ApiOperation({ summary: LIST })
  @ApiAnswer('RevisionSummary', { isArray: true })
  settingsRevisions(): Promise<RevisionSummary[]> {
    return this.revisions.list('settings', SETTINGS_ID);
  }

  @Get('admin/settings/revisions/compare')
  @RequirePermissions('manage_settings')
  @ApiOperation({ summary: COMPARE })
  @ApiAnswer('RevisionComparison')
  compareSettings(@Query() { from, to }: CompareQuery): Promise<RevisionComparison> {
    return this.revisions.compare('settings', SETTINGS_ID, from, to);
  }

  @Post('admin/settings/revisions/:number/restore')
  @RequirePermissions('manage_settings')
  @ApiOperation({ summary: RESTORE })
  @ApiAnswer('RevisionSummary', { status: 201 })
  @ApiDomainErrors({ 422: 'The revision no longer fits what the record accepts' })
  @EditableRecord('settings')
  restoreSettings(
    @Param() { number }: RevisionParams,
    @IfMatch() expected: number | null,
  ): Promise<RevisionSummary> {
    return this.revisions.restore('settings', SETTINGS_ID, number, expected);
  }

  @Get('admin/landing/revisions')
  @RequirePermissions('view_content')
  @ApiOperation({ summary: LIST })
  @ApiAnswer('RevisionSummary', { isArray: true })
  landingRevisions(): Promise<RevisionSummary[]> {
    return this.revisions.list('landing', LANDING_ID);
  }

  @Get('admin/landing/revisions/compare')
  @RequirePermissions('view_content')
  @ApiOperation({ summary: COMPARE })
  @ApiAnswer('RevisionComparison')
  compareLanding(@Query() { from, to }: CompareQuery): Promise<RevisionComparison> {
    return this.revisions.compare('landing', LANDING_ID, from, to);
  }

  @Post('admin/landing/revisions/:number/restore')
  @RequirePermissions('edit_portfolio')
  @ApiOperation({ summary: RESTORE })
  @ApiAnswer('RevisionSummary', { status: 201 })
  @ApiDomainErrors({ 422: 'The revision no longer fits what the record accepts' })
  @EditableRecord('landing')
  restoreLanding(
    @Param() { number }: RevisionParams,
    @IfMatch() expected: number | null,
  ): Promise<RevisionSummary> {
    return this.revisions.restore('landing', LANDING_ID, number, expected);
  }
}
