import { Injectable, Logger } from '@nestjs/common';
import type { PortfolioCategory } from '@prism/contracts';
import { ImagePipeline, type ProcessedImage } from '../media/image/image-pipeline';
import type { StoredImage } from '../media/image/stored-image';
import { MediaService } from '../media/media.service';
import { LIBRARY_MEDIA_FOLDER } from '../media-library/library-media-keys';
import { PORTFOLIO_MEDIA_FOLDER } from '../portfolio/portfolio-media-keys';
import { afterShot, beforeShot, DEMO_CASE_STUDIES, demoLook } from './demo-case-studies';
import { develop } from './photo/develop';
import { DrawnPhotoCache } from './photo/drawn-photo-cache';
import type { Scene } from './photo/scenes';

interface DemoItem {
  title: string;
  client: string;
  description: string;
  category: PortfolioCategory;
  year: string;
  featured: boolean;
  /** Dark, mid, accent and light: the colours of the project's pack and set. */
  palette: [string, string, string, string];
}

/**
 * Demo work samples: two per category, three featured, each with a case study
 * (demo-case-studies.ts). Their pictures are rendered at seed time (photo/).
 */
export const DEMO_PORTFOLIO: readonly DemoItem[] = [
  {
    title: 'Trail Bottle Listing Refresh',
    client: 'Peak Outdoor',
    description:
      'A full listing overhaul for an insulated bottle line: seven new gallery images, an infographic set and lifestyle scenes.\n\nConversion rose 41% in the first eight weeks.',
    category: 'listing',
    year: '2025',
    featured: true,
    palette: ['#0f3d3e', '#1f7a6d', '#f2b544', '#f6f1e7'],
  },
  {
    title: 'Serum A+ Content',
    client: 'Lumen & Co',
    description:
      'Premium A+ modules for a skincare serum: ingredient stories, a comparison chart and before/after layouts that stay legible on mobile.',
    category: 'listing',
    year: '2024',
    featured: false,
    palette: ['#6d2e46', '#c98b8b', '#f2c6b4', '#fffaf7'],
  },
  {
    title: 'Northwind Rebrand',
    client: 'Northwind Goods',
    description:
      'A new identity for a home-goods seller moving beyond one marketplace: logo, colour system, type pairing and a packaging-ready brand book.',
    category: 'brand',
    year: '2024',
    featured: true,
    palette: ['#12263a', '#2f5d8a', '#f4d35e', '#f0f4f8'],
  },
  {
    title: 'Orbit Labs Identity',
    client: 'Orbit Labs',
    description:
      'Identity for a supplement start-up: an orbit mark that scales from app icon to shipping carton, with a bold secondary palette.',
    category: 'brand',
    year: '2023',
    featured: false,
    palette: ['#2b1b4a', '#6a3fb5', '#4fd1c5', '#f5f3ff'],
  },
  {
    title: 'Copperleaf Brand Store',
    client: 'Copperleaf Kitchen',
    description:
      'A twelve-page Amazon Storefront for a cookware brand, organised by cooking style, with shoppable hero tiles and seasonal pages.',
    category: 'storefront',
    year: '2025',
    featured: true,
    palette: ['#3b2418', '#b8683d', '#f7c59f', '#fff8f0'],
  },
  {
    title: 'Happy Paws Storefront',
    client: 'Happy Paws Co.',
    description:
      'Storefront and listing system for a pet-supplies catalogue of 140 products, built from reusable templates the client now updates in-house.',
    category: 'storefront',
    year: '2024',
    featured: false,
    palette: ['#1d3557', '#457b9d', '#e63946', '#f1faee'],
  },
  {
    title: 'Ridgeline Coffee Bags',
    client: 'Ridgeline Roasters',
    description:
      'A packaging series for four single-origin coffees: one structure, a colour per origin, and a tasting scale readable from the shelf.',
    category: 'packaging',
    year: '2025',
    featured: false,
    palette: ['#22333b', '#5e503f', '#c6ac8f', '#eae0d5'],
  },
  {
    title: 'Ember & Wick Gift Box',
    client: 'Ember & Wick',
    description:
      'A rigid gift box for a candle trio, designed for unboxing videos and to survive marketplace fulfilment without an outer carton.',
    category: 'packaging',
    year: '2023',
    featured: false,
    palette: ['#2d0f1f', '#8c2f39', '#f4a259', '#fbeee0'],
  },
];

export interface PreparedDemoItem extends Omit<DemoItem, 'palette'> {
  image: StoredImage;
  createdAt: Date;
  coverAlt: string;
  marketplace: string;
  /** JSON list, as the column keeps it. */
  services: string;
  challenge: string;
  approach: string;
}

/** The rows of a demo item's case study, written with it in the seed transaction. */
export interface PreparedDemoCaseStudy {
  gallery: { image: StoredImage; alt: string; caption: string }[];
  pairs: { label: string; before: StoredImage; after: StoredImage }[];
  metrics: { label: string; before: number; after: number; unit: string }[];
}

export interface PreparedDemo {
  item: PreparedDemoItem;
  caseStudy: PreparedDemoCaseStudy;
}

/** Every image a prepared demo item stored. */
function imagesOf({ item, caseStudy }: PreparedDemo): StoredImage[] {
  return [
    item.image,
    ...caseStudy.gallery.map((g) => g.image),
    ...caseStudy.pairs.flatMap((p) => [p.before, p.after]),
  ];
}

/**
 * Draws, processes and stores the demo images, through the same pipeline and store as an
 * upload. Called before the seed transaction; discard() removes them if it fails.
 */
@Injectable()
export class DemoPortfolio {
  private readonly logger = new Logger('Seed');
  private readonly drawn = new DrawnPhotoCache();

  constructor(
    private readonly pipeline: ImagePipeline,
    private readonly media: MediaService,
  ) {}

  async prepare(now = new Date()): Promise<PreparedDemo[]> {
    const results = await Promise.allSettled(
      DEMO_PORTFOLIO.map((item, index) => this.prepareOne(item, index, now)),
    );
    const prepared = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
    const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (failed) {
      await this.discard(prepared);
      throw failed.reason;
    }
    this.logger.log(`Stored the images of ${prepared.length} demo case studies`);
    return prepared;
  }

  /**
   * The cover of demo item `index` as a library image of its own (the demo journal post's
   * cover): the picture prepare() made, read again from the drawn photo cache (nothing is
   * drawn again while the cache can be written) and stored under the library's folder, so
   * neither the project nor the library image ever removes the other's files.
   */
  async libraryCover(index: number): Promise<{ image: StoredImage; bytes: number }> {
    const item = DEMO_PORTFOLIO[index];
    const study = DEMO_CASE_STUDIES[index];
    if (!item || !study) throw new Error(`No demo item ${index}`);
    const shot = study.cover(demoLook(item.palette, study.pack));
    const processed = await this.drawn.processed(shot, this.pipeline.effort, async () =>
      this.pipeline.process(await develop(shot), PORTFOLIO_MEDIA_FOLDER),
    );
    const moved = inFolder(processed, LIBRARY_MEDIA_FOLDER);
    const main = moved.files.find((f) => f.key === moved.image.key);
    return { image: await this.media.store(moved), bytes: main?.bytes.length ?? 0 };
  }

  /**
   * One image at a time: the demo holds some 40 images of 9 files each, and hundreds of
   * deletes at once outrun a small S3 server's connection backlog, leaving orphans.
   */
  async discard(prepared: readonly PreparedDemo[]): Promise<void> {
    for (const image of prepared.flatMap(imagesOf)) await this.media.discard(image);
  }

  /** Removes one stored demo image (the library cover), if there is one. */
  async discardImage(image: StoredImage | null | undefined): Promise<void> {
    if (image) await this.media.discard(image);
  }

  /** One item: its cover, gallery and before/after pair, drawn and stored (all or none). */
  private async prepareOne(item: DemoItem, index: number, now: Date): Promise<PreparedDemo> {
    const { palette, ...texts } = item;
    const study = DEMO_CASE_STUDIES[index];
    if (!study) throw new Error(`No demo case study for item ${index}`);
    const stored: StoredImage[] = [];
    const look = demoLook(palette, study.pack);
    const draw = async (scene: Scene) => {
      const shot = scene(look);
      const processed = await this.drawn.processed(shot, this.pipeline.effort, async () =>
        this.pipeline.process(await develop(shot), PORTFOLIO_MEDIA_FOLDER),
      );
      const image = await this.media.store(processed);
      stored.push(image);
      return image;
    };
    try {
      const image = await draw(study.cover);
      const gallery = [];
      for (const g of study.gallery) {
        gallery.push({ image: await draw(g.draw), alt: g.alt, caption: g.caption });
      }
      const before = await draw(beforeShot);
      const after = await draw(afterShot);
      return {
        item: {
          ...texts,
          image,
          // A day apart, in list order, so "newest first" reads as the list above.
          createdAt: new Date(now.getTime() - index * 86_400_000),
          coverAlt: study.coverAlt,
          marketplace: study.marketplace,
          services: JSON.stringify(study.services),
          challenge: study.challenge,
          approach: study.approach,
        },
        caseStudy: {
          gallery,
          pairs: [{ label: study.pair.label, before, after }],
          metrics: study.metrics,
        },
      };
    } catch (error) {
      for (const image of stored) await this.media.discard(image);
      throw error;
    }
  }
}

/** The same files under another top folder (`portfolio/<x>/480.jpg` → `library/<x>/480.jpg`). */
function inFolder(processed: ProcessedImage, folder: string): ProcessedImage {
  const move = (key: string) => `${folder}${key.slice(key.indexOf('/'))}`;
  return {
    files: processed.files.map((file) => ({ ...file, key: move(file.key) })),
    image: {
      ...processed.image,
      key: move(processed.image.key),
      variants: processed.image.variants.map((v) => ({ ...v, key: move(v.key) })),
    },
  };
}
