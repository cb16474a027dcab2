import { Injectable, Logger } from '@nestjs/common';
import type { PortfolioCategory } from '@prism/contracts';
import sharp from 'sharp';
import { ImagePipeline } from '../media/image/image-pipeline';
import type { StoredImage } from '../media/image/stored-image';
import { MediaService } from '../media/media.service';
import { PORTFOLIO_MEDIA_FOLDER } from '../portfolio/portfolio-media-keys';
import { afterShot, beforeShot, DEMO_CASE_STUDIES } from './demo-case-studies';
import { copyBars } from './demo-compositions';

interface DemoItem {
  title: string;
  client: string;
  description: string;
  category: PortfolioCategory;
  year: string;
  featured: boolean;
  /** Background gradient, accent and light colours of the generated artwork. */
  palette: [string, string, string, string];
}

/**
 * Demo work samples: two per category, three featured, each with a case study
 * (demo-case-studies.ts). Images are drawn at seed time.
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

const WIDTH = 800;
const HEIGHT = 1000;

/** An SVG poster for an item: gradients and shapes only (no text, so no fonts needed). */
export function demoArtwork(item: DemoItem, index: number): string {
  const [dark, mid, accent, light] = item.palette;
  const motif = MOTIFS[item.category](accent, light, dark, mid, index % 2);
  const cx = 200 + ((index * 137) % 400);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${mid}"/><stop offset="1" stop-color="${dark}"/>
    </linearGradient>
    <radialGradient id="glow" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0" stop-color="${accent}" stop-opacity="0.55"/>
      <stop offset="1" stop-color="${accent}" stop-opacity="0"/>
    </radialGradient>
    <linearGradient id="sheen" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${light}" stop-opacity="0.95"/>
      <stop offset="1" stop-color="${light}" stop-opacity="0.75"/>
    </linearGradient>
  </defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>
  <circle cx="${cx}" cy="260" r="360" fill="url(#glow)"/>
  <circle cx="${WIDTH - cx}" cy="880" r="260" fill="url(#glow)"/>
  <g fill="none" stroke="${light}" stroke-opacity="0.12" stroke-width="2">
    <circle cx="400" cy="500" r="330"/><circle cx="400" cy="500" r="410"/>
  </g>
  ${motif}
</svg>`;
}

type Motif = (accent: string, light: string, dark: string, mid: string, variant: number) => string;

const bars = copyBars({ height: 16, step: 34, opacity: 1 });

const MOTIFS: Record<PortfolioCategory, Motif> = {
  // A product detail card: bottle, rating stars, copy lines and a buy button.
  listing: (accent, light, dark, mid) => `
  <rect x="130" y="150" width="540" height="700" rx="36" fill="url(#sheen)"/>
  <rect x="170" y="190" width="460" height="360" rx="24" fill="${mid}" fill-opacity="0.18"/>
  <rect x="345" y="225" width="110" height="300" rx="44" fill="${dark}"/>
  <rect x="365" y="200" width="70" height="48" rx="12" fill="${accent}"/>
  <rect x="345" y="330" width="110" height="80" fill="${accent}" fill-opacity="0.85"/>
  ${[0, 1, 2, 3, 4].map((i) => `<polygon transform="translate(${190 + i * 40} 590)" points="14,0 18,10 28,10 20,17 23,28 14,21 5,28 8,17 0,10 10,10" fill="${accent}"/>`).join('')}
  ${bars(190, 640, [380, 300, 340], dark, 0.55)}
  <rect x="190" y="760" width="200" height="56" rx="28" fill="${accent}"/>`,
  // A logo mark (a peak, or an orbit) with its colour swatches.
  brand: (accent, light, dark, mid, variant) => `
  <circle cx="400" cy="420" r="210" fill="${light}"/>
  <circle cx="400" cy="420" r="150" fill="${dark}"/>
  ${
    variant
      ? `<ellipse cx="400" cy="420" rx="190" ry="64" transform="rotate(-24 400 420)" fill="none" stroke="${accent}" stroke-width="18"/>
  <circle cx="400" cy="420" r="62" fill="${accent}"/><circle cx="566" cy="350" r="22" fill="${light}"/>`
      : `<path d="M320 500 L400 300 L480 500 Z" fill="${accent}"/>
  <circle cx="400" cy="440" r="34" fill="${light}"/>`
  }
  ${[dark, mid, accent, light].map((c, i) => `<circle cx="${205 + i * 130}" cy="800" r="48" fill="${c}" stroke="${light}" stroke-width="6"/>`).join('')}`,
  // A storefront page: browser frame, hero banner and a grid of product tiles.
  storefront: (accent, light, dark, mid) => `
  <rect x="100" y="140" width="600" height="720" rx="28" fill="${light}"/>
  <rect x="100" y="140" width="600" height="56" rx="28" fill="${dark}"/>
  <circle cx="140" cy="168" r="9" fill="${accent}"/><circle cx="170" cy="168" r="9" fill="${light}"/>
  <rect x="130" y="220" width="540" height="200" rx="18" fill="${mid}"/>
  <circle cx="560" cy="320" r="70" fill="${accent}"/>
  ${bars(160, 270, [260, 180], light, 0.9)}
  ${[0, 1, 2]
    .flatMap((col) =>
      [0, 1].map(
        (row) =>
          `<rect x="${130 + col * 184}" y="${445 + row * 200}" width="172" height="180" rx="16" fill="${row === col % 2 ? accent : mid}" fill-opacity="${row ? 0.55 : 0.8}"/>`,
      ),
    )
    .join('')}`,
  // A box in perspective beside a stand-up pouch.
  packaging: (accent, light, dark, mid) => `
  <polygon points="150,420 330,340 510,420 330,500" fill="${light}"/>
  <polygon points="150,420 330,500 330,780 150,700" fill="${accent}"/>
  <polygon points="510,420 330,500 330,780 510,700" fill="${mid}"/>
  <rect x="190" y="560" width="100" height="16" rx="8" fill="${dark}" fill-opacity="0.5"/>
  <path d="M560 360 h150 l-10 60 l20 380 q0 30 -30 30 h-110 q-30 0 -30 -30 l20 -380 Z" fill="${dark}"/>
  <rect x="560" y="360" width="150" height="26" fill="${accent}"/>
  <circle cx="635" cy="560" r="44" fill="${accent}"/>
  ${bars(590, 660, [90, 60], light, 0.7)}`,
};

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
   * One image at a time: the demo holds some 40 images of 9 files each, and hundreds of
   * deletes at once outrun a small S3 server's connection backlog, leaving orphans.
   */
  async discard(prepared: readonly PreparedDemo[]): Promise<void> {
    for (const image of prepared.flatMap(imagesOf)) await this.media.discard(image);
  }

  /** One item: its cover, gallery and before/after pair, drawn and stored (all or none). */
  private async prepareOne(item: DemoItem, index: number, now: Date): Promise<PreparedDemo> {
    const { palette, ...texts } = item;
    const study = DEMO_CASE_STUDIES[index];
    if (!study) throw new Error(`No demo case study for item ${index}`);
    const stored: StoredImage[] = [];
    const draw = async (svg: string) => {
      const png = await sharp(Buffer.from(svg)).png().toBuffer();
      const image = await this.media.store(
        await this.pipeline.process(png, PORTFOLIO_MEDIA_FOLDER),
      );
      stored.push(image);
      return image;
    };
    try {
      const image = await draw(
        study.cover ? study.cover(palette, study.product) : demoArtwork(item, index),
      );
      const gallery = [];
      for (const [n, g] of study.gallery.entries()) {
        gallery.push({
          image: await draw(g.draw(palette, study.product + n)),
          alt: g.alt,
          caption: g.caption,
        });
      }
      const before = await draw(beforeShot(palette, study.product));
      const after = await draw(afterShot(palette, study.product));
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
