import { blockListSchema, type BlockInput } from '@prism/contracts/blocks';
import type { Locale } from '@prism/contracts/locale';
import type { PublicImage, PublicPage } from '@prism/contracts/pages';

/** A rich text document of one paragraph. */
const doc = (text: string) => ({
  type: 'doc' as const,
  content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
});
const both = (en: string, fr: string) => ({ en, fr });

/** A library image with two JPEG and two AVIF renditions and a focal point off centre. */
export function libraryImage(id: number, alt: string, caption = ''): PublicImage {
  const variants = [480, 960].flatMap((width) =>
    (['avif', 'jpeg'] as const).map((format) => ({
      width,
      height: width,
      format,
      url: `/media/lib-${id}-${width}.${format === 'jpeg' ? 'jpg' : 'avif'}`,
    })),
  );
  return {
    id,
    imageUrl: `/media/lib-${id}-960.jpg`,
    image: { width: 960, height: 960, variants, focal: { x: 0.3, y: 0.2 } },
    alt,
    caption,
  };
}

/** "Our team": one block of every type, as the API's public read answers it. */
const BLOCKS: BlockInput[] = [
  {
    type: 'headingText',
    id: 'intro',
    heading: both('Who we are', 'Qui nous sommes'),
    body: { en: doc('A studio of twelve.'), fr: doc('Un studio de douze.') },
  },
  {
    type: 'richText',
    id: 'story',
    body: { en: doc('Founded in 2021.'), fr: doc('Fondé en 2021.') },
  },
  { type: 'image', id: 'studio', mediaId: 1, wide: true },
  { type: 'gallery', id: 'shots', mediaIds: [1, 2, 99] },
  {
    type: 'quote',
    id: 'client',
    quote: both('They doubled our sales.', 'Ils ont doublé nos ventes.'),
    author: 'Léa Roy',
    role: both('Founder', 'Fondatrice'),
    company: 'Maison Roy',
    mediaId: 2,
  },
  {
    type: 'team',
    id: 'people',
    heading: both('Our team', 'Notre équipe'),
    members: [
      {
        id: 'ana',
        name: 'Ana Silva',
        role: both('Art director', 'Directrice artistique'),
        bio: both('Twelve years of packaging.', 'Douze ans d’emballage.'),
        mediaId: 3,
      },
    ],
  },
  {
    type: 'services',
    id: 'offer',
    heading: both('What we do', 'Ce que nous faisons'),
    items: [
      {
        id: 'listing',
        title: both('Listings', 'Fiches produits'),
        text: both('Pages that sell.', 'Des pages qui vendent.'),
      },
    ],
  },
  { type: 'projects', id: 'work', heading: both('Selected work', 'Réalisations'), projectIds: [7] },
  {
    type: 'stats',
    id: 'figures',
    items: [
      {
        id: 'cvr',
        value: both('35%', '35 %'),
        label: both('More conversions', 'Plus de conversions'),
      },
    ],
  },
  {
    type: 'cta',
    id: 'talk',
    heading: both('Work with us', 'Travaillons ensemble'),
    text: both('Tell us about your brand.', 'Parlez-nous de votre marque.'),
    label: both('Start a project', 'Démarrer un projet'),
    href: both('/en/#contact', '/fr/#contact'),
  },
  {
    type: 'faq',
    id: 'questions',
    heading: both('Questions', 'Questions'),
    items: [
      {
        id: 'how-long',
        question: both('How long?', 'Combien de temps?'),
        answer: both('Six weeks.', 'Six semaines.'),
      },
    ],
  },
  {
    type: 'contactForm',
    id: 'write',
    heading: both('Write to us', 'Écrivez-nous'),
    intro: both('We answer within a day.', 'Nous répondons en un jour.'),
  },
];

export function publicPageFixture(locale: Locale): PublicPage {
  const fr = locale === 'fr';
  return {
    id: 5,
    locale,
    title: fr ? 'Notre équipe' : 'Our team',
    metaTitle: fr ? 'L’équipe de Prism' : 'The Prism team',
    metaDescription: fr ? 'Les gens derrière Prism.' : 'The people behind Prism.',
    paths: { en: '/en/our-team', fr: '/fr/notre-equipe' },
    blocks: blockListSchema.parse(BLOCKS),
    media: {
      1: libraryImage(1, fr ? 'Le studio' : 'The studio', fr ? 'Montréal, 2024' : 'Montreal, 2024'),
      2: libraryImage(2, fr ? 'Léa Roy' : 'Léa Roy'),
      3: libraryImage(3, fr ? 'Ana Silva au studio' : 'Ana Silva at the studio'),
    },
    projects: {
      work: [
        {
          id: 7,
          title: 'Aurora',
          slug: fr ? 'aurore' : 'aurora',
          category: 'brand',
          year: '2024',
          image: null,
          imageUrl: '/media/aurora.jpg',
        },
      ],
    },
    updatedAt: '2025-01-01T00:00:00.000Z',
  };
}
