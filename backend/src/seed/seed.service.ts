import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { slugify } from '@prism/contracts';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { ClientLogo } from '../logos/client-logo.entity';
import { searchTextOf } from '../media-library/media-asset.mapper';
import { MediaAsset } from '../media-library/media-asset.entity';
import { Page } from '../pages/page.entity';
import { BeforeAfterPair, GalleryImage, Metric } from '../portfolio/case-study.entities';
import { refreshItemHealth } from '../portfolio/item-health';
import { PortfolioItem } from '../portfolio/portfolio-item.entity';
import { PasswordHasher } from '../identity/password-hasher';
import type { StoredImage } from '../media/image/stored-image';
import { User } from '../users/user.entity';
import { DEMO_LOGOS } from './demo-logos';
import { DEMO_FRENCH } from './demo-french';
import { DEMO_POST, demoPostRow } from './demo-journal';
import { DemoPortfolio } from './demo-portfolio';

/**
 * Fills an EMPTY database (no user yet) with the first owner and, when enabled, demo
 * content, in one transaction. Once any user exists it does nothing, so it never
 * overwrites or re-adds what staff have changed or deleted; of copies seeding at once,
 * one wins and the others start on its data.
 */
@Injectable()
export class SeedService implements OnApplicationBootstrap {
  private readonly logger = new Logger('Seed');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly hasher: PasswordHasher,
    private readonly config: AppConfig,
    private readonly demoPortfolio: DemoPortfolio,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.seedEmptyDatabase();
  }

  async seedEmptyDatabase(): Promise<boolean> {
    if ((await this.dataSource.getRepository(User).count()) > 0) return false;
    const admin = this.config.admin;
    if (!admin) {
      throw new Error(
        'ADMIN_USERNAME and ADMIN_PASSWORD: required to create the first owner account',
      );
    }
    const passwordHash = await this.hasher.hash(admin.password);
    // Images are drawn and stored before the transaction, and removed if it fails.
    const portfolio = this.config.seedDemoContent ? await this.demoPortfolio.prepare() : [];
    let cover: Awaited<ReturnType<DemoPortfolio['libraryCover']>> | null = null;
    try {
      // The demo journal post's cover: the first project's, as a library image.
      if (this.config.seedDemoContent) cover = await this.demoPortfolio.libraryCover(0);
      await this.dataSource.transaction(async (tx) => {
        await tx.save(
          tx.create(User, {
            username: admin.username,
            passwordHash,
            role: 'owner',
            email: admin.email,
          }),
        );
        if (this.config.seedDemoContent) {
          await tx.save(
            DEMO_LOGOS.map((logo, index) => tx.create(ClientLogo, { ...logo, order: index })),
          );
          const itemIds: number[] = [];
          for (const [index, { item, caseStudy }] of portfolio.entries()) {
            // Both languages written and complete: ready in each.
            const fr = DEMO_FRENCH[index];
            if (!fr) throw new Error(`No French for demo item ${index}`);
            const { id: itemId } = await tx.save(
              tx.create(PortfolioItem, {
                ...item,
                slugEn: slugify(item.title),
                titleFr: fr.title,
                descriptionFr: fr.description,
                coverAltFr: fr.coverAlt,
                challengeFr: fr.challenge,
                approachFr: fr.approach,
                servicesFr: JSON.stringify(fr.services),
                slugFr: slugify(fr.title),
                readyEn: true,
                readyFr: true,
              }),
            );
            itemIds.push(itemId);
            const child = (position: number) => ({ itemId, position });
            await tx.save(
              caseStudy.gallery.map((g, i) =>
                tx.create(GalleryImage, {
                  ...g,
                  altFr: fr.gallery[i]?.alt ?? '',
                  captionFr: fr.gallery[i]?.caption ?? '',
                  ...child(i),
                }),
              ),
            );
            await tx.save(
              caseStudy.pairs.map((p, i) =>
                tx.create(BeforeAfterPair, { ...p, labelFr: fr.pairLabel, ...child(i) }),
              ),
            );
            await tx.save(
              caseStudy.metrics.map((m, i) =>
                tx.create(Metric, { ...m, labelFr: fr.metricLabels[i] ?? '', ...child(i) }),
              ),
            );
            await refreshItemHealth(tx, itemId);
          }
          if (cover) await this.seedJournal(tx, cover, itemIds);
        }
      });
    } catch (error) {
      await this.demoPortfolio.discard(portfolio);
      await this.demoPortfolio.discardImage(cover?.image);
      // Copies started together on an empty database (compose) race to seed it: the loser's
      // insert meets the winner's owner, and it starts on the winner's data.
      if ((await this.dataSource.getRepository(User).count()) > 0) {
        this.logger.log('Another copy seeded the database first');
        return false;
      }
      throw error;
    }
    this.logger.log(
      `Created owner '${admin.username}'${this.config.seedDemoContent ? ' and demo content' : ''}`,
    );
    return true;
  }

  /**
   * The demo journal post, live in both languages, with its cover in the library
   * and the first two projects (both listings, like the story it tells) as related work.
   */
  private async seedJournal(
    tx: EntityManager,
    cover: { image: StoredImage; bytes: number },
    itemIds: number[],
  ): Promise<void> {
    const texts = {
      fileName: 'trail-bottle-cover.jpg',
      altFr: DEMO_POST.coverAlt.fr,
      altEn: DEMO_POST.coverAlt.en,
      captionFr: '',
      captionEn: '',
    };
    const asset = await tx.save(
      tx.create(MediaAsset, {
        ...texts,
        image: cover.image,
        bytes: cover.bytes,
        searchText: searchTextOf(texts),
        version: 1,
        fieldVersions: {},
      }),
    );
    await tx.save(tx.create(Page, demoPostRow(asset.id, itemIds.slice(0, 2))));
  }
}
