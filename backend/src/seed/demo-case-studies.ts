import type { MetricInput } from '@prism/contracts';
import { mix } from './photo/colour';
import type { Mark, ProductKind } from './photo/products';
import {
  detailShot,
  flatLay,
  heroShot,
  phoneSnapshot,
  rangeShot,
  tableShot,
  whiteShot,
  type Look,
  type Scene,
} from './photo/scenes';

/** The colours of a demo item, as in DEMO_PORTFOLIO. */
export type Palette = readonly [dark: string, mid: string, accent: string, light: string];
type Role = 'dark' | 'mid' | 'accent' | 'light';

/** The pack a project photographs, its parts coloured by the roles of the item's palette. */
export interface PackSpec {
  kind: ProductKind;
  mark: Mark;
  body: Role | `#${string}`;
  label: Role;
  cap: Role | `#${string}`;
}

export interface DemoCaseStudy {
  /** The cover's picture (4:5). */
  cover: Scene;
  coverAlt: string;
  pack: PackSpec;
  gallery: { draw: Scene; alt: string; caption: string }[];
  /** The before/after pair: a phone snapshot, then the studio's main image on white. */
  pair: { label: string };
  marketplace: string;
  services: string[];
  challenge: string;
  approach: string;
  metrics: Required<Omit<MetricInput, 'labelFr'>>[];
}

/**
 * A project's set: its pack in the palette's colours, on paper between the palette's mid
 * and light tones, its accent for props; so every picture of one project matches.
 */
export function demoLook(palette: Palette, spec: PackSpec): Look {
  const [dark, mid, accent, light] = palette;
  const roles: Record<Role, string> = { dark, mid, accent, light };
  const colour = (role: Role | `#${string}`) => (role in roles ? roles[role as Role] : role);
  return {
    pack: {
      kind: spec.kind,
      mark: spec.mark,
      body: colour(spec.body),
      label: colour(spec.label),
      cap: colour(spec.cap),
      ink: dark,
    },
    paper: mix(mid, light, 0.5),
    prop: accent,
  };
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
    cover: heroShot,
    coverAlt: 'Insulated trail bottle on a plinth against sage-green paper',
    pack: { kind: 'bottle', mark: 'peak', body: 'dark', label: 'light', cap: 'accent' },
    gallery: [
      {
        draw: detailShot,
        alt: 'Close-up of the bottle’s cap and label',
        caption: 'Detail shot for the gallery’s second image',
      },
      {
        draw: tableShot,
        alt: 'The bottle on an oak table by a window',
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
    cover: flatLay,
    coverAlt: 'Serum tube seen from above among leaves, on blush paper',
    pack: { kind: 'tube', mark: 'drop', body: 'light', label: 'accent', cap: 'dark' },
    gallery: [
      {
        draw: rangeShot,
        alt: 'Three serum tubes on stepped blocks',
        caption: 'Banner for the premium A+ module',
      },
      { draw: heroShot, alt: 'Serum tube on a plinth against blush paper', caption: '' },
    ],
    pair: { label: 'Main image' },
    marketplace: 'Amazon UK',
    services: ['A+ content', 'Comparison chart', 'Infographics'],
    challenge: 'A wall of text nobody read on mobile.',
    approach:
      'Ingredient stories as pictures, a comparison chart against the range, and copy cut to what fits a thumb.',
    metrics: [pct('CVR', 11.2, 14.9), pct('CTR', 0.42, 0.61), pct('Return rate', 6.1, 4.3)],
  },
  {
    cover: tableShot,
    coverAlt: 'Northwind candle on an oak table by a window',
    pack: { kind: 'candle', mark: 'house', body: 'dark', label: 'accent', cap: 'light' },
    gallery: [
      {
        draw: rangeShot,
        alt: 'The Northwind candle in three colours of the new system',
        caption: 'The colour system on the range',
      },
      {
        draw: flatLay,
        alt: 'Northwind candle seen from above with leaves and a coaster',
        caption: '',
      },
    ],
    pair: { label: 'Main image' },
    marketplace: 'Amazon US, Walmart',
    services: ['Logo', 'Colour system', 'Brand book', 'Packaging'],
    challenge: 'Four marketplaces, four different looks.',
    approach:
      'One mark that reads at thumbnail size, a colour system for each product family, and a brand book the team can follow.',
    metrics: [pct('Branded search', 8, 19), pct('Repeat purchase', 14, 22)],
  },
  {
    cover: heroShot,
    coverAlt: 'Orbit Labs supplement tub on a plinth against lilac paper',
    pack: { kind: 'jar', mark: 'orbit', body: 'light', label: 'accent', cap: 'mid' },
    gallery: [
      { draw: detailShot, alt: 'Close-up of the orbit mark on the tub’s label', caption: '' },
      {
        draw: rangeShot,
        alt: 'Three Orbit Labs formulas side by side',
        caption: 'Range introduction banner',
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
    cover: tableShot,
    coverAlt: 'Copperleaf copper saucepan on an oak table by a window',
    pack: { kind: 'pan', mark: 'leaf', body: 'mid', label: 'accent', cap: '#8f959b' },
    gallery: [
      {
        draw: rangeShot,
        alt: 'Three Copperleaf saucepans on stepped blocks',
        caption: 'Hero tile of the store’s home page',
      },
      {
        draw: heroShot,
        alt: 'Copperleaf saucepan on a plinth against peach paper',
        caption: 'Seasonal page hero',
      },
    ],
    pair: { label: 'Main image' },
    marketplace: 'Amazon US',
    services: ['Brand Store', 'A+ content', 'Lifestyle scenes'],
    challenge: 'One long page of products in no order.',
    approach:
      'Twelve pages by cooking style, shoppable hero tiles and a seasonal page the team swaps four times a year.',
    metrics: [count('Store visits', 5200, 11800), pct('Store CVR', 6.3, 9.7)],
  },
  {
    cover: heroShot,
    coverAlt: 'Happy Paws pet-food can on a plinth against pale blue paper',
    pack: { kind: 'can', mark: 'paw', body: '#c9cdd2', label: 'accent', cap: 'dark' },
    gallery: [
      {
        draw: rangeShot,
        alt: 'Three Happy Paws cans in their flavour colours',
        caption: 'One template for 140 products',
      },
      { draw: flatLay, alt: 'Pet-food can seen from above with a coaster and leaves', caption: '' },
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
    cover: tableShot,
    coverAlt: 'Ridgeline coffee pouch on an oak table by a window',
    pack: { kind: 'pouch', mark: 'bean', body: 'dark', label: 'light', cap: 'mid' },
    gallery: [
      { draw: detailShot, alt: 'Close-up of the pouch’s label and valve', caption: '' },
      {
        draw: rangeShot,
        alt: 'Three Ridgeline pouches, a colour per origin',
        caption: 'A colour per origin',
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
    cover: heroShot,
    coverAlt: 'Ember & Wick gift box on a plinth against dusty-rose paper',
    pack: { kind: 'box', mark: 'flame', body: 'dark', label: 'accent', cap: 'mid' },
    gallery: [
      {
        draw: tableShot,
        alt: 'The gift box on an oak table by a window',
        caption: 'Made for unboxing videos',
      },
      { draw: detailShot, alt: 'Close-up of the flame mark on the gift box', caption: '' },
    ],
    pair: { label: 'Main image' },
    marketplace: 'Amazon US',
    services: ['Packaging', 'Main image', 'A+ content'],
    challenge: 'Boxes crushed in fulfilment, and a main image that hid the candles.',
    approach: 'A rigid box that ships without an outer carton, shot open on white.',
    metrics: [pct('Damage claims', 4.2, 0.6), pct('CVR', 9.1, 12.0)],
  },
];

/** The before/after pair's pictures: the client's own snapshot, then the studio's. */
export { phoneSnapshot as beforeShot, whiteShot as afterShot };
