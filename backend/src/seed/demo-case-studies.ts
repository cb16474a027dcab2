import type { MetricInput } from '@prism/contracts';
import {
  aPlusModule,
  beforeShot,
  infographicTile,
  lifestyleScene,
  productOnWhite,
  storefrontPage,
  type Composition,
} from './demo-compositions';

export interface DemoCaseStudy {
  /** The cover's drawing (4:5); absent: the item's poster artwork. */
  cover?: Composition;
  coverAlt: string;
  /** Which product silhouette the drawings use. */
  product: number;
  gallery: { draw: Composition; alt: string; caption: string }[];
  pair: { label: string };
  marketplace: string;
  services: string[];
  challenge: string;
  approach: string;
  metrics: Required<Omit<MetricInput, 'labelFr'>>[];
}

const pct = (label: string, before: number, after: number) => ({ label, before, after, unit: '%' });
const count = (label: string, before: number, after: number) => ({
  label,
  before,
  after,
  unit: '',
});

/** The case study of each demo item, in the order of DEMO_PORTFOLIO. */
export const DEMO_CASE_STUDIES: readonly DemoCaseStudy[] = [
  {
    cover: productOnWhite,
    coverAlt: 'Insulated trail bottle on a white background',
    product: 0,
    gallery: [
      {
        draw: infographicTile,
        alt: 'Infographic: three features of the bottle',
        caption: 'Feature call-outs sized for a phone screen',
      },
      {
        draw: lifestyleScene,
        alt: 'The bottle on a kitchen table by a window',
        caption: 'Lifestyle scene',
      },
    ],
    pair: { label: 'Main image' },
    marketplace: 'Amazon US',
    services: ['Main image', 'Infographics', 'Lifestyle scenes', 'A+ content'],
    challenge: 'Phone snapshots on a grey table.\nShoppers could not tell the sizes apart.',
    approach:
      'A clean main image on white, one infographic per question buyers asked, and scenes that show the bottle in use.',
    metrics: [pct('CVR', 9.8, 13.8), count('Sessions', 3100, 4700), pct('ACoS', 38, 24)],
  },
  {
    cover: infographicTile,
    coverAlt: 'Serum jar beside three ingredient call-outs',
    product: 1,
    gallery: [
      {
        draw: aPlusModule,
        alt: 'A+ module: banner with the serum and three benefit tiles',
        caption: 'Premium A+ module',
      },
      { draw: productOnWhite, alt: 'Serum jar on a white background', caption: '' },
    ],
    pair: { label: 'Ingredient infographic' },
    marketplace: 'Amazon UK',
    services: ['A+ content', 'Comparison chart', 'Infographics'],
    challenge: 'A wall of text nobody read on mobile.',
    approach:
      'Ingredient stories as pictures, a comparison chart against the range, and copy cut to what fits a thumb.',
    metrics: [pct('CVR', 11.2, 14.9), pct('CTR', 0.42, 0.61), pct('Return rate', 6.1, 4.3)],
  },
  {
    coverAlt: 'Northwind logo mark with its colour swatches',
    product: 2,
    gallery: [
      {
        draw: storefrontPage,
        alt: 'Brand store home page in the new colours',
        caption: 'The identity applied to the Brand Store',
      },
      { draw: lifestyleScene, alt: 'Northwind homeware on a table by a window', caption: '' },
    ],
    pair: { label: 'Product box' },
    marketplace: 'Amazon US, Walmart',
    services: ['Logo', 'Colour system', 'Brand book', 'Packaging'],
    challenge: 'Four marketplaces, four different looks.',
    approach:
      'One mark that reads at thumbnail size, a colour system for each product family, and a brand book the team can follow.',
    metrics: [pct('Branded search', 8, 19), pct('Repeat purchase', 14, 22)],
  },
  {
    coverAlt: 'Orbit Labs orbit mark with its colour swatches',
    product: 1,
    gallery: [
      { draw: productOnWhite, alt: 'Supplement jar in the new identity on white', caption: '' },
      {
        draw: aPlusModule,
        alt: 'A+ module introducing the Orbit Labs range',
        caption: 'Range introduction module',
      },
    ],
    pair: { label: 'Main image' },
    marketplace: 'Amazon US',
    services: ['Identity', 'Packaging', 'Main images'],
    challenge: 'A start-up look that did not earn trust next to established brands.',
    approach: 'A confident mark, clinical whites and a bold secondary palette for each formula.',
    metrics: [pct('CVR', 7.4, 10.1), pct('CTR', 0.38, 0.55)],
  },
  {
    cover: storefrontPage,
    coverAlt: 'Copperleaf Brand Store home page with product tiles',
    product: 2,
    gallery: [
      {
        draw: aPlusModule,
        alt: 'A+ module for the cookware set',
        caption: 'Shared with every listing',
      },
      {
        draw: lifestyleScene,
        alt: 'Copperleaf pan on a kitchen counter',
        caption: 'Seasonal page hero',
      },
    ],
    pair: { label: 'Store home page' },
    marketplace: 'Amazon US',
    services: ['Brand Store', 'A+ content', 'Lifestyle scenes'],
    challenge: 'One long page of products in no order.',
    approach:
      'Twelve pages by cooking style, shoppable hero tiles and a seasonal page the team swaps four times a year.',
    metrics: [count('Store visits', 5200, 11800), pct('Store CVR', 6.3, 9.7)],
  },
  {
    cover: storefrontPage,
    coverAlt: 'Happy Paws storefront with a grid of pet products',
    product: 3,
    gallery: [
      {
        draw: infographicTile,
        alt: 'Infographic for a dog-food pouch',
        caption: 'Template for 140 products',
      },
      { draw: productOnWhite, alt: 'Pet-food pouch on a white background', caption: '' },
    ],
    pair: { label: 'Main image' },
    marketplace: 'Amazon DE',
    services: ['Brand Store', 'Listing templates', 'Main images'],
    challenge: 'A catalogue of 140 products with 140 different layouts.',
    approach:
      'Reusable templates for main images and infographics that the client now fills in-house.',
    metrics: [pct('CVR', 8.9, 12.4), count('Listings updated', 0, 140)],
  },
  {
    cover: lifestyleScene,
    coverAlt: 'Coffee pouch on a kitchen table by a window',
    product: 3,
    gallery: [
      { draw: productOnWhite, alt: 'Coffee pouch on a white background', caption: '' },
      {
        draw: infographicTile,
        alt: 'Infographic: origin, roast and tasting notes',
        caption: 'Tasting scale',
      },
    ],
    pair: { label: 'Pouch front' },
    marketplace: 'Etsy, Shopify',
    services: ['Packaging', 'Main images', 'Infographics'],
    challenge: 'Four coffees that looked the same from the shelf and in search.',
    approach: 'One structure, a colour per origin and a tasting scale readable at thumbnail size.',
    metrics: [pct('CTR', 0.51, 0.83), pct('CVR', 10.4, 13.2)],
  },
  {
    cover: productOnWhite,
    coverAlt: 'Candle gift box on a white background',
    product: 2,
    gallery: [
      {
        draw: lifestyleScene,
        alt: 'Gift box on a table beside a plant',
        caption: 'Made for unboxing videos',
      },
      { draw: aPlusModule, alt: 'A+ module presenting the candle trio', caption: '' },
    ],
    pair: { label: 'Main image' },
    marketplace: 'Amazon US',
    services: ['Packaging', 'Main image', 'A+ content'],
    challenge: 'Boxes crushed in fulfilment, and a main image that hid the candles.',
    approach: 'A rigid box that ships without an outer carton, shot open on white.',
    metrics: [pct('Damage claims', 4.2, 0.6), pct('CVR', 9.1, 12.0)],
  },
];

export { beforeShot, productOnWhite as afterShot };
