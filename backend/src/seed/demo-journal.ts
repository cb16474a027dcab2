import { slugify } from '@prism/contracts';
import { blockListSchema } from '@prism/contracts/blocks';
import type { Page } from '../pages/page.entity';

const NBSP = '\u00a0';

/** A rich text of plain paragraphs, as the editor stores it. */
const paragraphs = (...texts: string[]) => ({
  type: 'doc',
  content: texts.map((text) => ({ type: 'paragraph', content: [{ type: 'text', text }] })),
});

const both = <T>(en: T, fr: T) => ({ en, fr });

/**
 * The demo journal post (issue 50), in both languages: so a fresh quickstart's
 * journal index and Atom feeds have a post to show. It tells the story of the first demo
 * project, which it names among its related projects, and takes that project's cover as its
 * own from the library (the seed stores a copy there; nothing is drawn again).
 */
export const DEMO_POST = {
  title: both(
    'What a listing refresh changes, in eight weeks',
    'Ce que change la refonte d’une fiche, en huit semaines',
  ),
  metaDescription: both(
    'How we rebuilt an insulated bottle’s listing: one question per image, a clean main image, and what the numbers did.',
    `Comment nous avons refait la fiche d’une gourde isolée${NBSP}: une question par image, une image principale nette, et ce qu’en disent les chiffres.`,
  ),
  author: 'Camille Tremblay',
  category: both('Process', 'Méthode'),
  coverAlt: both(
    'Insulated bottle on a plinth against sage green paper',
    'Gourde isolée sur un socle, devant un papier vert sauge',
  ),
  blocks: blockListSchema.parse([
    {
      id: 'intro',
      type: 'richText',
      body: both(
        paragraphs(
          'Peak Outdoor came to us with good bottles and weak pictures: phone shots on a grey table, and shoppers who could not tell the sizes apart.',
          'We did not start with the camera. We started with the questions buyers asked in reviews.',
        ),
        paragraphs(
          `Peak Outdoor avait de bonnes gourdes, mais des photos qui ne leur rendaient pas justice${NBSP}: des clichés pris au téléphone sur une table grise, et une clientèle incapable de distinguer les formats.`,
          'Nous n’avons pas commencé par l’appareil photo, mais par les questions posées dans les avis.',
        ),
      ),
    },
    {
      id: 'method',
      type: 'headingText',
      heading: both('One question per image', 'Une question par image'),
      body: both(
        paragraphs(
          'Each gallery image answers one thing: how big, how cold, how it closes, where it goes. The main image stays clean on white, so it reads at thumbnail size.',
        ),
        paragraphs(
          `Chaque image de la galerie répond à une seule question${NBSP}: quel format, combien de temps elle garde au froid, comment elle se ferme, où l’emporter. L’image principale reste nette sur fond blanc, lisible même en vignette.`,
        ),
      ),
    },
    {
      id: 'results',
      type: 'stats',
      items: [
        {
          id: 'conversion',
          value: both('+41%', `+41${NBSP}%`),
          label: both('Conversion', 'Conversions'),
        },
        { id: 'weeks', value: both('8', '8'), label: both('Weeks', 'Semaines') },
        { id: 'images', value: both('7', '7'), label: both('New images', 'Nouvelles images') },
      ],
    },
    {
      id: 'talk',
      type: 'cta',
      heading: both(
        'A listing that sells less than it should?',
        'Une fiche qui vend moins qu’elle ne le devrait?',
      ),
      text: both(
        'Send us the link: we will tell you which question it leaves unanswered.',
        `Envoyez-nous le lien${NBSP}: nous vous dirons à quelle question elle ne répond pas.`,
      ),
      label: both('Write to us', 'Écrivez-nous'),
      href: both('/en/#contact', '/fr/#contact'),
    },
  ]),
};

/**
 * The demo post's row: live in both languages, its cover the library image `coverId`, its
 * related projects `relatedProjectIds`. Its day is fixed, as the demo's copy is, and in
 * the past, so the posts staff write next are listed before it (the latest day first).
 */
export function demoPostRow(coverId: number, relatedProjectIds: number[]): Partial<Page> {
  const { title, metaDescription, category } = DEMO_POST;
  return {
    kind: 'post',
    titleFr: title.fr,
    titleEn: title.en,
    slugFr: slugify(title.fr),
    slugEn: slugify(title.en),
    metaTitleFr: '',
    metaTitleEn: '',
    metaDescriptionFr: metaDescription.fr,
    metaDescriptionEn: metaDescription.en,
    blocks: DEMO_POST.blocks,
    liveFr: true,
    liveEn: true,
    author: DEMO_POST.author,
    postDate: '2025-11-18',
    categoryFr: category.fr,
    categoryEn: category.en,
    coverId,
    relatedProjectIds,
  };
}
