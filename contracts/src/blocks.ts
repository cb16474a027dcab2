/**
 * The typed blocks a page is built from (issue 50), one schema shared by the admin's
 * form, the API and the renderer. A page holds one list of blocks for both languages
 * (the order is the same in French and English); each text inside a block is written
 * once per language. A draft may leave a language's texts empty: `blockMissing` says
 * what a language still lacks before the page can go live in it.
 */
import { z } from './zod';
import { fieldCode } from './error-codes';
import { plainText } from './plain-text';
import type { LandingTexts } from './landing';
import type { Locale } from './locale';
import { PORTFOLIO_CATEGORY_VALUES } from './options';
import { isSafeHref, richTextPlain, richTextSchema, EMPTY_RICH_TEXT } from './rich-text';

export const BLOCK_LIMITS = {
  blocksPerPage: 40,
  heading: 120,
  text: 2000,
  short: 80,
  label: 40,
  quote: 600,
  bio: 400,
  question: 200,
  answer: 1500,
  statValue: 12,
  href: 500,
  galleryImages: 24,
  teamMembers: 24,
  services: 12,
  projects: 12,
  stats: 6,
  faq: 20,
} as const;

export const BLOCK_TYPES = [
  'richText',
  'headingText',
  'image',
  'gallery',
  'quote',
  'team',
  'services',
  'projects',
  'stats',
  'cta',
  'faq',
  'contactForm',
] as const;
export type BlockType = (typeof BLOCK_TYPES)[number];

/** A block's or list entry's key: made by the admin when it adds one, kept across reorders. */
export const BLOCK_ID_PATTERN = /^[a-z0-9][a-z0-9-]{0,31}$/;
const itemId = z
  .string({ error: 'Id must be text' })
  .regex(BLOCK_ID_PATTERN, 'Id must be 1 to 32 lower-case letters, digits or dashes');

/** One text per language; empty means "not written yet in that language". */
export const localText = (label: string, max: number) =>
  z
    .object({ fr: plainText(label, max).default(''), en: plainText(label, max).default('') })
    .prefault({});
export type LocalText = { fr: string; en: string };
export const EMPTY_LOCAL_TEXT: LocalText = { fr: '', en: '' };

const localRichText = z
  .object({
    fr: richTextSchema.default(EMPTY_RICH_TEXT),
    en: richTextSchema.default(EMPTY_RICH_TEXT),
  })
  .prefault({});

/** An image of the media library, by id; null while the person has not picked one. */
const mediaRef = z
  .number({ error: 'Image must be a media id' })
  .int()
  // min(1), not positive(): the OpenAPI 3.0 document can state it under `nullable`.
  .min(1, 'Image must be a media id')
  .nullable()
  .default(null);

const href = plainText('Link', BLOCK_LIMITS.href).refine((v) => v === '' || isSafeHref(v), {
  message: 'Link must be a path on this site or an http(s), mailto: or tel: address',
  params: fieldCode('invalid_url'),
});

const list = <T extends z.ZodType>(item: T, max: number, label: string) =>
  z
    .array(item, { error: `${label} must be a list` })
    .max(max, `At most ${max} ${label}`)
    .default([]);

const base = { id: itemId };

export const blockSchemas = {
  richText: z.object({ ...base, type: z.literal('richText'), body: localRichText }),
  headingText: z.object({
    ...base,
    type: z.literal('headingText'),
    heading: localText('Heading', BLOCK_LIMITS.heading),
    body: localRichText,
  }),
  image: z.object({
    ...base,
    type: z.literal('image'),
    mediaId: mediaRef,
    wide: z.boolean({ error: 'Wide must be true or false' }).default(false),
  }),
  gallery: z.object({
    ...base,
    type: z.literal('gallery'),
    mediaIds: list(z.number().int().positive(), BLOCK_LIMITS.galleryImages, 'images'),
  }),
  quote: z.object({
    ...base,
    type: z.literal('quote'),
    quote: localText('Quote', BLOCK_LIMITS.quote),
    author: plainText('Author', BLOCK_LIMITS.short).default(''),
    role: localText('Role', BLOCK_LIMITS.short),
    company: plainText('Company', BLOCK_LIMITS.short).default(''),
    mediaId: mediaRef,
  }),
  team: z.object({
    ...base,
    type: z.literal('team'),
    heading: localText('Heading', BLOCK_LIMITS.heading),
    members: list(
      z.object({
        id: itemId,
        name: plainText('Name', BLOCK_LIMITS.short).default(''),
        role: localText('Role', BLOCK_LIMITS.short),
        bio: localText('Bio', BLOCK_LIMITS.bio),
        mediaId: mediaRef,
      }),
      BLOCK_LIMITS.teamMembers,
      'team members',
    ),
  }),
  services: z.object({
    ...base,
    type: z.literal('services'),
    heading: localText('Heading', BLOCK_LIMITS.heading),
    items: list(
      z.object({
        id: itemId,
        title: localText('Service', BLOCK_LIMITS.short),
        text: localText('Text', BLOCK_LIMITS.bio),
      }),
      BLOCK_LIMITS.services,
      'services',
    ),
  }),
  projects: z.object({
    ...base,
    type: z.literal('projects'),
    heading: localText('Heading', BLOCK_LIMITS.heading),
    /** 'chosen': the projects listed, in order; 'category': the latest published of one category. */
    source: z
      .enum(['chosen', 'category'], { error: "Source must be 'chosen' or 'category'" })
      .default('chosen'),
    projectIds: list(z.number().int().positive(), BLOCK_LIMITS.projects, 'projects'),
    category: z
      .enum(PORTFOLIO_CATEGORY_VALUES, { error: 'Unknown category' })
      .nullable()
      .default(null),
    count: z.number().int().min(1).max(BLOCK_LIMITS.projects).default(3),
  }),
  stats: z.object({
    ...base,
    type: z.literal('stats'),
    items: list(
      z.object({
        id: itemId,
        /** Written per language: « 35 % » in French, "35%" in English. */
        value: localText('Value', BLOCK_LIMITS.statValue),
        label: localText('Label', BLOCK_LIMITS.label),
      }),
      BLOCK_LIMITS.stats,
      'figures',
    ),
  }),
  cta: z.object({
    ...base,
    type: z.literal('cta'),
    heading: localText('Heading', BLOCK_LIMITS.heading),
    text: localText('Text', BLOCK_LIMITS.text),
    label: localText('Button label', BLOCK_LIMITS.label),
    href: z.object({ fr: href.default(''), en: href.default('') }).prefault({}),
  }),
  faq: z.object({
    ...base,
    type: z.literal('faq'),
    heading: localText('Heading', BLOCK_LIMITS.heading),
    items: list(
      z.object({
        id: itemId,
        question: localText('Question', BLOCK_LIMITS.question),
        answer: localText('Answer', BLOCK_LIMITS.answer),
      }),
      BLOCK_LIMITS.faq,
      'questions',
    ),
  }),
  contactForm: z.object({
    ...base,
    type: z.literal('contactForm'),
    heading: localText('Heading', BLOCK_LIMITS.heading),
    intro: localText('Introduction', BLOCK_LIMITS.text),
  }),
} as const satisfies Record<BlockType, z.ZodType>;

export const blockSchema = z.discriminatedUnion(
  'type',
  [
    blockSchemas.richText,
    blockSchemas.headingText,
    blockSchemas.image,
    blockSchemas.gallery,
    blockSchemas.quote,
    blockSchemas.team,
    blockSchemas.services,
    blockSchemas.projects,
    blockSchemas.stats,
    blockSchemas.cta,
    blockSchemas.faq,
    blockSchemas.contactForm,
  ],
  { error: `Block type must be one of ${BLOCK_TYPES.join(', ')}` },
);
export type Block = z.output<typeof blockSchema>;
export type BlockInput = z.input<typeof blockSchema>;
export type BlockOf<T extends BlockType> = Extract<Block, { type: T }>;

/** A page's blocks: at most BLOCK_LIMITS.blocksPerPage, each id once. */
export const blockListSchema = z
  .array(blockSchema, { error: 'Blocks must be a list' })
  .max(BLOCK_LIMITS.blocksPerPage, `A page holds at most ${BLOCK_LIMITS.blocksPerPage} blocks`)
  .superRefine((blocks, ctx) => {
    const seen = new Set<string>();
    blocks.forEach((b, i) => {
      if (seen.has(b.id)) {
        ctx.addIssue({
          code: 'custom',
          path: [i, 'id'],
          message: 'Each block needs its own id',
          params: fieldCode('not_unique'),
        });
      }
      seen.add(b.id);
    });
  });

/** A new block of a type with nothing written yet: what "Add block" inserts. */
export function emptyBlock(type: BlockType, id: string): Block {
  return blockSchema.parse({ type, id });
}

/** Every media id a list of blocks uses (the library's "used in", a page's images). */
export function blockMediaIds(blocks: readonly Block[]): number[] {
  const ids = new Set<number>();
  const add = (id: number | null) => {
    if (id !== null) ids.add(id);
  };
  for (const b of blocks) {
    if (b.type === 'image' || b.type === 'quote') add(b.mediaId);
    if (b.type === 'gallery') b.mediaIds.forEach(add);
    if (b.type === 'team') b.members.forEach((m) => add(m.mediaId));
  }
  return [...ids];
}

/**
 * What one language still lacks in a block, as paths inside the block (`heading`,
 * `members.1.role`): a page goes live in a language only when none of its blocks lacks
 * anything there. Names, companies and images serve both languages and count for each.
 */
export function blockMissing(block: Block, locale: Locale): string[] {
  const missing: string[] = [];
  const need = (path: string, text: string) => {
    if (text.trim() === '') missing.push(path);
  };
  const needMedia = (path: string, id: number | null) => {
    if (id === null) missing.push(path);
  };
  switch (block.type) {
    case 'richText':
      need('body', richTextPlain(block.body[locale]));
      break;
    case 'headingText':
      need('heading', block.heading[locale]);
      need('body', richTextPlain(block.body[locale]));
      break;
    case 'image':
      needMedia('mediaId', block.mediaId);
      break;
    case 'gallery':
      if (block.mediaIds.length === 0) missing.push('mediaIds');
      break;
    case 'quote':
      need('quote', block.quote[locale]);
      need('author', block.author);
      break;
    case 'team':
      need('heading', block.heading[locale]);
      if (block.members.length === 0) missing.push('members');
      block.members.forEach((m, i) => {
        need(`members.${i}.name`, m.name);
        need(`members.${i}.role`, m.role[locale]);
      });
      break;
    case 'services':
      need('heading', block.heading[locale]);
      if (block.items.length === 0) missing.push('items');
      block.items.forEach((s, i) => need(`items.${i}.title`, s.title[locale]));
      break;
    case 'projects':
      if (block.source === 'chosen' && block.projectIds.length === 0) missing.push('projectIds');
      if (block.source === 'category' && block.category === null) missing.push('category');
      break;
    case 'stats':
      if (block.items.length === 0) missing.push('items');
      block.items.forEach((s, i) => {
        need(`items.${i}.value`, s.value[locale]);
        need(`items.${i}.label`, s.label[locale]);
      });
      break;
    case 'cta':
      need('heading', block.heading[locale]);
      need('label', block.label[locale]);
      need('href', block.href[locale]);
      break;
    case 'faq':
      if (block.items.length === 0) missing.push('items');
      block.items.forEach((q, i) => {
        need(`items.${i}.question`, q.question[locale]);
        need(`items.${i}.answer`, q.answer[locale]);
      });
      break;
    case 'contactForm':
      need('heading', block.heading[locale]);
      break;
  }
  return missing;
}

/** Every language's missing paths for a list of blocks, as `blocks.<index>.<path>`. */
export function blocksMissing(blocks: readonly Block[], locale: Locale): string[] {
  return blocks.flatMap((b, i) => blockMissing(b, locale).map((p) => `blocks.${i}.${p}`));
}

/**
 * The landing page's sections as blocks (issue 50, ADR 102): its hero, the client logos,
 * the featured work grid, the services grid, the studio (with the site's figures) and the
 * contact panel. Their texts are the landing copy's fields, one per language like every
 * block's, with the landing copy's bounds. They are not in BLOCK_TYPES: three of them draw
 * what only the landing loads (the logos, the portfolio grid with its filter, the site's
 * figures), so a page of the pages API does not offer them yet.
 */
export const LANDING_SECTION_TYPES = [
  'hero',
  'logoStrip',
  'featuredWork',
  'servicesGrid',
  'about',
  'contactPanel',
] as const;
export type LandingSectionType = (typeof LANDING_SECTION_TYPES)[number];

/** The landing copy's bounds (contracts/src/landing.ts), so any saved copy fits its blocks. */
const LANDING_BOUNDS = { line: 160, label: 60, paragraph: 600, features: 5, paragraphs: 6 };
const landingLine = (label: string) => localText(label, LANDING_BOUNDS.line);
const landingLabel = (label: string) => localText(label, LANDING_BOUNDS.label);
const landingParagraph = (label: string) => localText(label, LANDING_BOUNDS.paragraph);

export const landingSectionSchemas = {
  hero: z.object({
    ...base,
    type: z.literal('hero'),
    eyebrow: landingLabel('Eyebrow'),
    heading: landingLine('Heading'),
    /** The heading's words set in italics (they must appear in it to be). */
    emphasis: landingLabel('Emphasised words'),
    lead: landingParagraph('Lead'),
    primaryCta: landingLabel('Primary button'),
    secondaryCta: landingLabel('Secondary button'),
  }),
  logoStrip: z.object({ ...base, type: z.literal('logoStrip') }),
  featuredWork: z.object({ ...base, type: z.literal('featuredWork') }),
  servicesGrid: z.object({
    ...base,
    type: z.literal('servicesGrid'),
    eyebrow: landingLabel('Eyebrow'),
    heading: landingLine('Heading'),
    lead: landingParagraph('Lead'),
    learnMore: landingLabel('Link'),
    items: list(
      z.object({
        id: itemId,
        title: landingLabel('Service title'),
        description: landingParagraph('Service description'),
        features: list(landingLabel('Feature'), LANDING_BOUNDS.features, 'features'),
      }),
      BLOCK_LIMITS.services,
      'services',
    ),
  }),
  about: z.object({
    ...base,
    type: z.literal('about'),
    eyebrow: landingLabel('Eyebrow'),
    heading: landingLine('Heading'),
    emphasis: landingLabel('Emphasised words'),
    paragraphs: list(landingParagraph('Paragraph'), LANDING_BOUNDS.paragraphs, 'paragraphs'),
    cta: landingLabel('Button'),
    imageAlt: landingLine('Image alt text'),
  }),
  contactPanel: z.object({
    ...base,
    type: z.literal('contactPanel'),
    eyebrow: landingLabel('Eyebrow'),
    heading: landingLine('Heading'),
    emphasis: landingLabel('Emphasised words'),
    lead: landingParagraph('Lead'),
    emailLabel: landingLabel('E-mail label'),
    studioLabel: landingLabel('Studio label'),
  }),
} as const satisfies Record<LandingSectionType, z.ZodType>;

export const landingSectionSchema = z.discriminatedUnion(
  'type',
  [
    landingSectionSchemas.hero,
    landingSectionSchemas.logoStrip,
    landingSectionSchemas.featuredWork,
    landingSectionSchemas.servicesGrid,
    landingSectionSchemas.about,
    landingSectionSchemas.contactPanel,
  ],
  { error: `Landing section type must be one of ${LANDING_SECTION_TYPES.join(', ')}` },
);
export type LandingSection = z.output<typeof landingSectionSchema>;
export type LandingSectionOf<T extends LandingSectionType> = Extract<LandingSection, { type: T }>;

/**
 * The landing page as blocks, built from its saved copy in the languages given: today's
 * landing, section for section in today's order. A language not given is left empty in
 * every block (the public landing reads one language's copy; the admin's preview, both).
 * Lists are paired by place: the third paragraph in French beside the third in English.
 */
export function landingSectionsOf(copy: Partial<Record<Locale, LandingTexts>>): LandingSection[] {
  const { fr, en } = copy;
  const text = (of: (texts: LandingTexts) => string): LocalText => ({
    fr: fr ? of(fr) : '',
    en: en ? of(en) : '',
  });
  const texts = (of: (texts: LandingTexts) => readonly string[]): LocalText[] =>
    byPlace(fr && of(fr), en && of(en)).map((pair) => ({ fr: pair.fr ?? '', en: pair.en ?? '' }));
  return [
    {
      id: 'hero',
      type: 'hero',
      eyebrow: text((t) => t.hero.eyebrow),
      heading: text((t) => t.hero.heading),
      emphasis: text((t) => t.hero.emphasis),
      lead: text((t) => t.hero.lead),
      primaryCta: text((t) => t.hero.primaryCta),
      secondaryCta: text((t) => t.hero.secondaryCta),
    },
    { id: 'logos', type: 'logoStrip' },
    { id: 'work', type: 'featuredWork' },
    {
      id: 'services',
      type: 'servicesGrid',
      eyebrow: text((t) => t.services.eyebrow),
      heading: text((t) => t.services.heading),
      lead: text((t) => t.services.lead),
      learnMore: text((t) => t.services.learnMore),
      items: byPlace(fr?.services.items, en?.services.items).map((item, i) => ({
        id: `service-${i + 1}`,
        title: { fr: item.fr?.title ?? '', en: item.en?.title ?? '' },
        description: { fr: item.fr?.description ?? '', en: item.en?.description ?? '' },
        features: byPlace(item.fr?.features, item.en?.features).map((pair) => ({
          fr: pair.fr ?? '',
          en: pair.en ?? '',
        })),
      })),
    },
    {
      id: 'about',
      type: 'about',
      eyebrow: text((t) => t.about.eyebrow),
      heading: text((t) => t.about.heading),
      emphasis: text((t) => t.about.emphasis),
      paragraphs: texts((t) => t.about.paragraphs),
      cta: text((t) => t.about.cta),
      imageAlt: text((t) => t.about.imageAlt),
    },
    {
      id: 'contact',
      type: 'contactPanel',
      eyebrow: text((t) => t.contact.eyebrow),
      heading: text((t) => t.contact.heading),
      emphasis: text((t) => t.contact.emphasis),
      lead: text((t) => t.contact.lead),
      emailLabel: text((t) => t.contact.emailLabel),
      studioLabel: text((t) => t.contact.studioLabel),
    },
  ];
}

/** Two languages' lists paired by place, as long as the longer one. */
function byPlace<T>(fr: readonly T[] | undefined, en: readonly T[] | undefined) {
  return Array.from({ length: Math.max(fr?.length ?? 0, en?.length ?? 0) }, (_, i) => ({
    fr: fr?.[i],
    en: en?.[i],
  }));
}
