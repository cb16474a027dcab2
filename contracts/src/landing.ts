/**
 * The landing page's sections as content: hero, services, about and contact,
 * with their calls to action, in both languages. One document holds both, so the
 * translator's screen saves the pair and no language is ever saved half.
 */
import { z } from './zod';
import { fieldCode } from './error-codes';

const LINE = 160;
const PARAGRAPH = 600;
const LABEL = 60;

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)
    .refine((v) => !v.includes('\u0000'), {
      message: `${label} must not contain NUL characters`,
      params: fieldCode('invalid_characters'),
    });

/** A heading with the words the design sets in italics (they must appear in the heading). */
const heading = {
  heading: text('Heading', LINE),
  emphasis: text('Emphasised words', LABEL),
};
const emphasisInHeading = (v: { heading: string; emphasis: string }) =>
  v.heading.includes(v.emphasis);
const EMPHASIS_MESSAGE = {
  message: 'The emphasised words must appear in the heading',
  path: ['emphasis'],
  params: fieldCode('emphasis_outside_heading'),
};

/** The six services, in the order of their icons. */
export const SERVICE_COUNT = 6;

export const landingTextsSchema = z.object({
  hero: z
    .object({
      eyebrow: text('Eyebrow', LABEL),
      ...heading,
      lead: text('Lead', PARAGRAPH),
      primaryCta: text('Primary button', LABEL),
      secondaryCta: text('Secondary button', LABEL),
    })
    .refine(emphasisInHeading, EMPHASIS_MESSAGE),
  services: z.object({
    eyebrow: text('Eyebrow', LABEL),
    heading: text('Heading', LINE),
    lead: text('Lead', PARAGRAPH),
    learnMore: text('Link', LABEL),
    items: z
      .array(
        z.object({
          title: text('Service title', LABEL),
          description: text('Service description', PARAGRAPH),
          features: z.array(text('Feature', LABEL)).min(1).max(5),
        }),
      )
      .length(SERVICE_COUNT, `Exactly ${SERVICE_COUNT} services`),
  }),
  about: z
    .object({
      eyebrow: text('Eyebrow', LABEL),
      ...heading,
      paragraphs: z.array(text('Paragraph', PARAGRAPH)).min(1).max(6),
      cta: text('Button', LABEL),
      imageAlt: text('Image alt text', LINE),
    })
    .refine(emphasisInHeading, EMPHASIS_MESSAGE),
  contact: z
    .object({
      eyebrow: text('Eyebrow', LABEL),
      ...heading,
      lead: text('Lead', PARAGRAPH),
      emailLabel: text('E-mail label', LABEL),
      studioLabel: text('Studio label', LABEL),
    })
    .refine(emphasisInHeading, EMPHASIS_MESSAGE),
});
export type LandingTexts = z.infer<typeof landingTextsSchema>;

/** PUT /api/admin/landing and the staff read: both languages, each complete. */
export const landingContentSchema = z.object({
  fr: landingTextsSchema,
  en: landingTextsSchema,
});
export type LandingContent = z.infer<typeof landingContentSchema>;

/** The landing page's words before anyone edits them: the English is the site's copy of today. */
export const DEFAULT_LANDING: LandingContent = {
  en: {
    hero: {
      eyebrow: 'Amazon design agency · Since 2021',
      heading: 'Elevating e\u2011commerce listings through design excellence.',
      emphasis: 'design excellence',
      lead: 'We design the listings, storefronts and brands that turn marketplace browsers into buyers. Over 70 brands trust us to make their products impossible to scroll past.',
      primaryCta: 'View Our Work',
      secondaryCta: 'Get In Touch',
    },
    services: {
      eyebrow: 'What we do',
      heading: 'Our Services',
      lead: 'Six crafts under one roof, so your listing, your store and your box all tell the same story.',
      learnMore: 'Learn More',
      items: [
        {
          title: 'Listing Design',
          description:
            'Main images, infographics and A+ Content that answer a shopper’s questions before they think to ask them.',
          features: [
            'Main and secondary images',
            'Infographics and comparison charts',
            'A+ and Premium A+ Content',
          ],
        },
        {
          title: 'Amazon Storefront',
          description:
            'A Brand Store that feels like your own flagship: clear to browse, built to cross-sell, easy to keep fresh.',
          features: [
            'Store architecture and navigation',
            'Custom page and tile design',
            'Seasonal and launch refreshes',
          ],
        },
        {
          title: 'Brand Identity',
          description:
            'Logos, type, colour and voice that make a marketplace brand recognisable even at thumbnail size.',
          features: ['Logo and wordmark', 'Visual identity system', 'Brand guidelines'],
        },
        {
          title: 'Packaging Design',
          description:
            'Boxes and labels that survive the warehouse, delight on unboxing and photograph beautifully.',
          features: ['Structural and label design', 'Print-ready artwork', 'Unboxing experience'],
        },
        {
          title: 'Product Photography',
          description:
            'Studio and lifestyle photography shot for the marketplace crop, the phone screen and the zoom.',
          features: [
            'White-background studio shots',
            'Lifestyle scenes',
            'Retouching and compositing',
          ],
        },
        {
          title: 'Video Production',
          description:
            'Short product films and motion graphics for listings, Sponsored Brands ads and social feeds.',
          features: ['Listing and A+ videos', 'Sponsored Brands video ads', 'Motion graphics'],
        },
      ],
    },
    about: {
      eyebrow: 'About Prism',
      heading: 'Designers who read the numbers.',
      emphasis: 'numbers',
      paragraphs: [
        'Prism was founded in 2021 by designers who had spent years inside e-commerce brands, watching beautiful products lose to better-presented ones. We started the studio to close that gap.',
        'Since then we have helped over 70 brands on Amazon and the other marketplaces turn their listings, storefronts and packaging into the reason shoppers choose them, bringing 10 years of industry experience to every brief.',
        'Every project starts with the data: search terms, reviews, return reasons and the competitors on the same page. Design decisions follow from what shoppers need to see, and we measure the results after launch.',
        'We are a small, senior team in Montreal. You work directly with the people who design your work, and the average lift in conversion across our projects is 35%.',
      ],
      cta: 'Work With Us',
      imageAlt:
        'The Montreal studio’s set: a bottle, a box and a jar on terracotta paper under a softbox, the camera on its tripod',
    },
    contact: {
      eyebrow: 'Contact',
      heading: 'Let’s make your listing the one they choose.',
      emphasis: 'choose',
      lead: 'Tell us where you sell and what you want to change. We reply within 24 hours with first thoughts and a way forward.',
      emailLabel: 'Email',
      studioLabel: 'Studio',
    },
  },
  fr: {
    hero: {
      eyebrow: 'Agence de design Amazon · Depuis 2021',
      heading: 'Des fiches produits qui se démarquent par l’excellence du design.',
      emphasis: 'l’excellence du design',
      lead: 'Nous concevons les fiches, les boutiques et les marques qui transforment les curieux des places de marché en clients. Plus de 70 marques nous confient leurs produits pour qu’on ne puisse plus passer à côté.',
      primaryCta: 'Voir nos réalisations',
      secondaryCta: 'Nous joindre',
    },
    services: {
      eyebrow: 'Ce que nous faisons',
      heading: 'Nos services',
      lead: 'Six métiers sous un même toit, pour que votre fiche, votre boutique et votre emballage racontent la même histoire.',
      learnMore: 'En savoir plus',
      items: [
        {
          title: 'Conception de fiches produits',
          description:
            'Images principales, infographies et contenu A+ qui répondent aux questions de la clientèle avant même qu’elle se les pose.',
          features: [
            'Images principales et secondaires',
            'Infographies et tableaux comparatifs',
            'Contenu A+ et A+ Premium',
          ],
        },
        {
          title: 'Boutique Amazon',
          description:
            'Une boutique de marque qui a l’allure de votre magasin phare\u00a0: facile à parcourir, pensée pour la vente croisée, simple à garder à jour.',
          features: [
            'Architecture et navigation de la boutique',
            'Pages et tuiles sur mesure',
            'Mises à jour saisonnières et de lancement',
          ],
        },
        {
          title: 'Identité de marque',
          description:
            'Logo, typographie, couleurs et ton qui rendent une marque reconnaissable, même en vignette.',
          features: ['Logo et logotype', 'Système d’identité visuelle', 'Normes graphiques'],
        },
        {
          title: 'Conception d’emballages',
          description:
            'Des boîtes et des étiquettes qui résistent à l’entrepôt, ravissent au déballage et se photographient à merveille.',
          features: [
            'Conception de la structure et des étiquettes',
            'Fichiers prêts pour l’impression',
            'Expérience de déballage',
          ],
        },
        {
          title: 'Photographie de produits',
          description:
            'Photos en studio et mises en situation, pensées pour le recadrage des places de marché, l’écran du téléphone et le zoom.',
          features: [
            'Photos en studio sur fond blanc',
            'Mises en situation',
            'Retouche et photomontage',
          ],
        },
        {
          title: 'Production vidéo',
          description:
            'Courts films de produits et animations graphiques pour les fiches, les publicités Sponsored Brands et les réseaux sociaux.',
          features: [
            'Vidéos de fiches et A+',
            'Publicités vidéo Sponsored Brands',
            'Animation graphique',
          ],
        },
      ],
    },
    about: {
      eyebrow: 'À propos de Prism',
      heading: 'Des designers qui savent lire les chiffres.',
      emphasis: 'chiffres',
      paragraphs: [
        'Prism a été fondée en 2021 par des designers qui avaient passé des années au sein de marques de commerce électronique, à voir de beaux produits perdre face à d’autres mieux présentés. Nous avons lancé le studio pour combler cet écart.',
        'Depuis, nous avons aidé plus de 70 marques sur Amazon et les autres places de marché à faire de leurs fiches, de leurs boutiques et de leurs emballages la raison pour laquelle la clientèle les choisit, avec 10 ans d’expérience dans le domaine à chaque mandat.',
        'Chaque projet commence par les données\u00a0: termes de recherche, avis, motifs de retour et concurrents sur la même page. Les choix de design découlent de ce que la clientèle a besoin de voir, et nous mesurons les résultats après le lancement.',
        'Nous sommes une petite équipe d’expérience à Montréal. Vous travaillez directement avec les personnes qui conçoivent votre projet, et la hausse moyenne des conversions de nos projets est de 35\u00a0%.',
      ],
      cta: 'Travaillons ensemble',
      imageAlt:
        'Le plateau du studio de Montréal\u00a0: une bouteille, une boîte et un pot sur papier terre cuite, l’appareil photo sur son trépied',
    },
    contact: {
      eyebrow: 'Nous joindre',
      heading: 'Faisons de votre fiche celle qu’on choisit.',
      emphasis: 'qu’on choisit',
      lead: 'Dites-nous où vous vendez et ce que vous voulez changer. Nous répondons en moins de 24 heures avec de premières idées et une marche à suivre.',
      emailLabel: 'Courriel',
      studioLabel: 'Studio',
    },
  },
};
