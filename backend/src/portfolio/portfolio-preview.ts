import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ITEM_TEXT_FIELDS, LOCALES, type PortfolioItemAnswer } from '@prism/contracts';
import { DataSource } from 'typeorm';
import { notFound } from '../common/domain-error';
import { CaseStudyMapper } from './case-study.mapper';
import { metricRows, setCaseStudyTexts } from './case-study.service';
import { childrenOf, setServices, setText } from './item-languages';
import { PortfolioItem } from './portfolio-item.entity';
import type { PortfolioPreview as PreviewBody } from './portfolio.dto';
import { applyChildTexts, givenTextsOf } from './portfolio.service';

/**
 * An item as its public page would show it with the editor's unsaved changes (issue 50's
 * live preview): the stored item and its children read, each part of the draft set on
 * them in memory by the same code its save uses, answered in one language as a visitor's
 * read is (no staff-only parts). Nothing is written; slugs, readiness and the publishing
 * rule are a save's business, not the picture's.
 */
@Injectable()
export class PortfolioPreview {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly mapper: CaseStudyMapper,
  ) {}

  async preview(
    id: number,
    { locale, fields, caseStudy, translations }: PreviewBody,
  ): Promise<PortfolioItemAnswer> {
    const manager = this.dataSource.manager;
    const row = await manager.findOneBy(PortfolioItem, { id });
    if (!row) throw notFound('portfolio_item');
    const children = await childrenOf(manager, id);
    if (fields) Object.assign(row, givenTextsOf(fields));
    if (caseStudy) {
      setCaseStudyTexts(row, caseStudy);
      if (caseStudy.metrics) children.metrics = metricRows(id, caseStudy.metrics, children.metrics);
    }
    for (const language of LOCALES) {
      const texts = translations?.[language];
      if (!texts) continue;
      for (const field of ITEM_TEXT_FIELDS) {
        const value = texts[field];
        if (value !== undefined) setText(row, field, language, value);
      }
      if (texts.services) setServices(row, language, texts.services);
      applyChildTexts(children, language, texts);
    }
    return this.mapper.answerWith(row, children, { locale, translations: false });
  }
}
