import { Controller, Get, Param, Query, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { localeSchema, SLUG_MAX, wholeNumberText } from '@prism/contracts';
import { PAGE_LIMITS } from '@prism/contracts/pages';
import type { Request, Response } from 'express';
import { createZodDto } from 'nestjs-zod';
import { z } from 'zod';
import { Public } from '../common/access.decorators';
import { ApiAnswer, ApiPage } from '../common/api-answers';
import { ApiDomainErrors } from '../common/api-document';
import { positiveId } from '../common/id-params';
import { sendPublicAnswer } from '../content-version/public-read-cache';
import { PublicJournal } from './public-journal.service';
import { PublicPages } from './public-pages.service';

class JournalQuery extends createZodDto(
  z
    .object({
      lang: localeSchema,
      limit: wholeNumberText('Limit', 1, PAGE_LIMITS.feedItems).optional(),
      after: positiveId.optional(),
    })
    .strict(),
) {}

class PostParams extends createZodDto(
  z.object({
    locale: localeSchema,
    slug: z.string().max(SLUG_MAX, `Slug must be at most ${SLUG_MAX} characters`),
  }),
) {}

/**
 * The journal's public reads (issue 50): its index a page at a time and each post.
 * Staff write posts through /api/pages (a post is a page of the kind `post`).
 */
@ApiTags('journal')
@Controller('api/journal/public')
export class JournalController {
  constructor(
    private readonly journal: PublicJournal,
    private readonly pages: PublicPages,
  ) {}

  @Get()
  @Public()
  @ApiOperation({
    summary: 'The posts live in `lang`, the latest day first; after the post `after` names',
  })
  @ApiPage('PostCard')
  @ApiDomainErrors({ 404: 'The post `after` names is not live in that language' })
  async index(@Query() query: JournalQuery, @Req() req: Request, @Res() res: Response) {
    const { lang, limit, after } = query;
    const answer = await this.journal.index(lang, {
      limit: limit ?? PAGE_LIMITS.journalPage,
      ...(after === undefined ? {} : { after }),
    });
    await sendPublicAnswer(req, res, answer);
  }

  @Get(':locale/:slug')
  @Public()
  @ApiOperation({
    summary: 'The post live at /<locale>/journal/<slug>, its images and projects resolved',
    description:
      "When `slug` is the post's slug in the other language, answers `{ movedTo }`: the address the site answers 301 to.",
  })
  @ApiAnswer('PublicPostAnswer')
  @ApiDomainErrors({ 404: 'No post is live at that address' })
  async bySlug(@Param() { locale, slug }: PostParams, @Req() req: Request, @Res() res: Response) {
    await sendPublicAnswer(req, res, await this.pages.bySlug(locale, slug, 'post'));
  }
}
