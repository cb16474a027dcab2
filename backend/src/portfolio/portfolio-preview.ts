import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ITEM_TEXT_FIELDS, LOCALES, type PortfolioItemAnswer } from '@prism/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { notFound } from '../common/domain-error';
import { CaseStudyMapper } from './case-study.mapper';
import { metricRows, setCaseStudyTexts } from './case-study.service';
import { childrenOf, setServices, setText, type ItemChildren } from './item-languages';
import { PortfolioItem } from './portfolio-item.entity';
import type { PortfolioPreview as PreviewBody } from './portfolio.dto';
import { applyChildTexts, givenTextsOf } from './portfolio.service';

/**
 * An item as its public page would show it with the editor's unsaved changes (issue 50's
 * live preview): the stored item and its children read, each part of the draft set on
 * them in memory by the same code its save uses, answered in one language as a visitor's
 * read is (no staff-only parts). Nothing is written; slugs, readiness and the publishing
 * rule are a save's business, not the picture's. A new item's draft (no id yet: the
 * new-project screen) is laid over an empty item the same way.
 */
@Injectable()
export class PortfolioPreview {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly mapper: CaseStudyMapper,
  ) {}

  async preview(
    id: number | null,
    { locale, fields, caseStudy, translations }: PreviewBody,
  ): Promise<PortfolioItemAnswer> {
    const manager = this.dataSource.manager;
    const row = id === null ? unsavedItem(manager) : await manager.findOneBy(PortfolioItem, { id });
    if (!row) throw notFound('portfolio_item');
    const children: ItemChildren =
      id === null ? { gallery: [], pairs: [], metrics: [] } : await childrenOf(manager, id);
    if (fields) Object.assign(row, givenTextsOf(fields));
    if (caseStudy) {
      setCaseStudyTexts(row, caseStudy);
      if (caseStudy.metrics) {
        children.metrics = metricRows(row.id, caseStudy.metrics, children.metrics);
      }
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

/** The text columns an item nobody saved yet holds empty. */
const EMPTY_TEXTS = [
  'title',
  'client',
  'description',
  'year',
  'coverAlt',
  'marketplace',
  'challenge',
  'approach',
  'metaTitle',
  'metaDescription',
  'titleFr',
  'descriptionFr',
  'coverAltFr',
  'challengeFr',
  'approachFr',
  'metaTitleFr',
  'metaDescriptionFr',
] as const satisfies readonly (keyof PortfolioItem)[];

/**
 * An item nobody saved yet, as a create would start it before the form's fields: id 0
 * (none), no texts, category or image, a draft dated now.
 */
function unsavedItem(manager: EntityManager): PortfolioItem {
  const now = new Date();
  return manager.create(PortfolioItem, {
    id: 0,
    ...Object.fromEntries(EMPTY_TEXTS.map((column) => [column, ''])),
    category: '' as PortfolioItem['category'],
    image: null,
    coverMediaId: null,
    featured: false,
    status: 'draft',
    displayOrder: 0,
    services: '[]',
    servicesFr: '[]',
    slugEn: null,
    slugFr: null,
    readyEn: false,
    readyFr: false,
    createdAt: now,
    updatedAt: now,
  });
}
