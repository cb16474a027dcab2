import { changesOf } from '../audit/audit-changes';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  CASE_STUDY_LIMITS,
  PREVIEW_TOKEN_PATTERN,
  type Locale,
  type PortfolioItemAnswer,
  type PreviewLinkAnswer,
  type SessionUser,
} from '@prism/contracts';
import { createHash, randomBytes } from 'node:crypto';
import { DataSource, IsNull, MoreThan } from 'typeorm';
import { DomainError, notFound } from '../common/domain-error';
import { ItemEdits } from './item-edits';
import { lockItem } from './lock-item';
import { PortfolioItem } from './portfolio-item.entity';
import type { PreviewLinkInput } from './portfolio.dto';
import { PreviewLink } from './case-study.entities';
import { CaseStudyMapper } from './case-study.mapper';

const HOUR_MS = 3_600_000;
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Client preview links: a random token (only its hash is kept) that shows one item, draft
 * or not, to whoever holds it until it expires or staff revoke it.
 */
@Injectable()
export class PreviewLinksService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly mapper: CaseStudyMapper,
    private readonly edits: ItemEdits,
  ) {}

  async list(id: number): Promise<PreviewLinkAnswer[]> {
    if (!(await this.dataSource.manager.existsBy(PortfolioItem, { id }))) {
      throw notFound('portfolio_item');
    }
    const rows = await this.dataSource.manager.find(PreviewLink, {
      where: { itemId: id },
      order: { createdAt: 'DESC', id: 'DESC' },
    });
    return rows.map((row) => toDto(row));
  }

  /** A new link; its token is in this answer only. */
  async create(id: number, input: PreviewLinkInput, user: SessionUser): Promise<PreviewLinkAnswer> {
    const token = randomBytes(32).toString('base64url');
    const row = await this.dataSource.transaction(async (tx) => {
      const item = await lockItem(tx, id);
      const live = await tx.count(PreviewLink, {
        where: { itemId: id, revokedAt: IsNull(), expiresAt: MoreThan(new Date()) },
      });
      if (live >= CASE_STUDY_LIMITS.previewLinksPerItem) {
        throw new DomainError('preview_links_full', { max: CASE_STUDY_LIMITS.previewLinksPerItem });
      }
      const link = await tx.save(
        tx.create(PreviewLink, {
          itemId: id,
          tokenHash: hashOf(token),
          expiresAt: new Date(Date.now() + input.expiresInHours * HOUR_MS),
          revokedAt: null,
          createdBy: user.username,
        }),
      );
      // The token never reaches the log: the link is named by its id and expiry.
      await this.edits.record(tx, item, {
        action: 'portfolio.preview_link_create',
        changes: changesOf(null, { link: link.id, expiresAt: link.expiresAt }),
      });
      return link;
    });
    return { ...toDto(row), token };
  }

  /** Revokes the link (again is fine: the first time stays). */
  async revoke(id: number, linkId: number): Promise<PreviewLinkAnswer> {
    return this.dataSource.transaction(async (tx) => {
      const item = await lockItem(tx, id);
      const row = await tx.findOneBy(PreviewLink, { id: linkId, itemId: id });
      if (!row) throw notFound('preview_link');
      const before = row.revokedAt;
      row.revokedAt ??= new Date();
      await this.edits.record(tx, item, {
        action: 'portfolio.preview_link_revoke',
        changes: changesOf(
          { link: row.id, revokedAt: before },
          { link: row.id, revokedAt: row.revokedAt },
        ),
      });
      return toDto(await tx.save(row));
    });
  }

  /** The item a token shows: 404 for an unknown token, 410 once expired or revoked. */
  async open(token: string, locale: Locale): Promise<PortfolioItemAnswer> {
    const row = PREVIEW_TOKEN_PATTERN.test(token)
      ? await this.dataSource.manager.findOneBy(PreviewLink, { tokenHash: hashOf(token) })
      : null;
    if (!row) throw notFound('preview_link');
    if (row.revokedAt) throw new DomainError('preview_link_revoked');
    if (row.expiresAt.getTime() <= Date.now()) {
      throw new DomainError('preview_link_expired');
    }
    const item = await this.dataSource.manager.findOneBy(PortfolioItem, { id: row.itemId });
    if (!item) throw notFound('preview_link');
    return this.mapper.toOneAnswer(item, undefined, { locale, translations: false });
  }
}

function toDto(row: PreviewLink): PreviewLinkAnswer {
  return {
    id: row.id,
    expiresAt: row.expiresAt.toISOString(),
    revokedAt: row.revokedAt ? row.revokedAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdBy,
  };
}
