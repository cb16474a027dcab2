/**
 * The French of the demo content, item by item in the order of DEMO_PORTFOLIO and
 * DEMO_CASE_STUDIES: written for a Québec reader (docs: ../shared/FRENCH.md), not word for
 * word. The English stays as it is in demo-portfolio.ts and demo-case-studies.ts.
 */
export interface DemoFrench {
  title: string;
  description: string;
  coverAlt: string;
  challenge: string;
  approach: string;
  services: string[];
  gallery: { alt: string; caption: string }[];
  pairLabel: string;
  metricLabels: string[];
}

const NBSP = '\u00a0';

export const DEMO_FRENCH: readonly DemoFrench[] = [
  {
    title: 'Refonte des fiches de la gourde Trail',
    description: `Une refonte complète des fiches d’une gamme de gourdes isolées${NBSP}: sept nouvelles images de galerie, une série d’infographies et des mises en situation.\n\nLes conversions ont bondi de 41${NBSP}% en huit semaines.`,
    coverAlt: 'Gourde isolée sur fond blanc',
    challenge:
      'Des photos prises au téléphone sur une table grise.\nLa clientèle ne distinguait pas les formats.',
    approach:
      'Une image principale nette sur fond blanc, une infographie par question posée par la clientèle et des mises en situation qui montrent la gourde en usage.',
    services: ['Image principale', 'Infographies', 'Mises en situation', 'Contenu A+'],
    gallery: [
      {
        alt: 'Infographie\u00a0: trois caractéristiques de la gourde',
        caption: 'Les atouts mis en valeur, à la taille d’un écran de téléphone',
      },
      {
        alt: 'La gourde sur une table de cuisine près d’une fenêtre',
        caption: 'Mise en situation',
      },
    ],
    pairLabel: 'Image principale',
    metricLabels: ['Taux de conversion', 'Sessions', 'ACoS'],
  },
  {
    title: 'Contenu A+ du sérum',
    description:
      'Des modules A+ Premium pour un sérum de soin\u00a0: l’histoire des ingrédients, un tableau comparatif et des visuels avant-après qui restent lisibles sur mobile.',
    coverAlt: 'Pot de sérum à côté de trois encadrés sur ses ingrédients',
    challenge: 'Un mur de texte que personne ne lisait sur mobile.',
    approach:
      'Les ingrédients racontés en images, un tableau comparatif avec le reste de la gamme et des textes réduits à ce qui tient sous le pouce.',
    services: ['Contenu A+', 'Tableau comparatif', 'Infographies'],
    gallery: [
      {
        alt: 'Module A+\u00a0: bannière avec le sérum et trois tuiles d’avantages',
        caption: 'Module A+ Premium',
      },
      { alt: 'Pot de sérum sur fond blanc', caption: '' },
    ],
    pairLabel: 'Infographie des ingrédients',
    metricLabels: ['Taux de conversion', 'Taux de clics', 'Taux de retour'],
  },
  {
    title: 'Nouvelle image de marque Northwind',
    description:
      'Une nouvelle identité pour un vendeur d’articles de maison qui s’étend au-delà d’une seule place de marché\u00a0: logo, système de couleurs, duo typographique et guide de marque prêt pour l’emballage.',
    coverAlt: 'Symbole du logo Northwind avec ses échantillons de couleurs',
    challenge: 'Quatre places de marché, quatre allures différentes.',
    approach:
      'Un symbole lisible en vignette, un système de couleurs par famille de produits et un guide de marque que l’équipe peut suivre.',
    services: ['Logo', 'Palette de couleurs', 'Normes graphiques', 'Emballage'],
    gallery: [
      {
        alt: 'Page d’accueil de la boutique de marque aux nouvelles couleurs',
        caption: 'L’identité appliquée à la boutique de marque',
      },
      { alt: 'Articles de maison Northwind sur une table près d’une fenêtre', caption: '' },
    ],
    pairLabel: 'Boîte du produit',
    metricLabels: ['Recherches de la marque', 'Achats répétés'],
  },
  {
    title: 'Identité d’Orbit Labs',
    description:
      'L’identité d’une jeune entreprise de suppléments\u00a0: un symbole en orbite qui passe de l’icône d’application à la boîte d’expédition, avec une palette secondaire affirmée.',
    coverAlt: 'Symbole en orbite d’Orbit Labs avec ses échantillons de couleurs',
    challenge:
      'Une allure de jeune pousse qui n’inspirait pas confiance à côté des marques établies.',
    approach:
      'Un symbole assuré, des blancs cliniques et une palette secondaire franche pour chaque formule.',
    services: ['Identité visuelle', 'Emballage', 'Images principales'],
    gallery: [
      {
        alt: 'Pot de suppléments aux couleurs de la nouvelle identité, sur fond blanc',
        caption: '',
      },
      {
        alt: 'Module A+ présentant la gamme Orbit Labs',
        caption: 'Module de présentation de la gamme',
      },
    ],
    pairLabel: 'Image principale',
    metricLabels: ['Taux de conversion', 'Taux de clics'],
  },
  {
    title: 'Boutique de marque Copperleaf',
    description:
      'Une boutique Amazon de douze pages pour une marque d’articles de cuisine, organisée par style de cuisine, avec des tuiles vedettes magasinables et des pages saisonnières.',
    coverAlt: 'Page d’accueil de la boutique Copperleaf avec des tuiles de produits',
    challenge: 'Une seule longue page de produits, sans aucun ordre.',
    approach:
      'Douze pages par style de cuisine, des tuiles vedettes magasinables et une page saisonnière que l’équipe renouvelle quatre fois par année.',
    services: ['Boutique de marque', 'Contenu A+', 'Mises en situation'],
    gallery: [
      {
        alt: 'Module A+ de l’ensemble de batterie de cuisine',
        caption: 'Commun à toutes les fiches',
      },
      {
        alt: 'Poêle Copperleaf sur un comptoir de cuisine',
        caption: 'Bannière de la page saisonnière',
      },
    ],
    pairLabel: 'Page d’accueil de la boutique',
    metricLabels: ['Visites de la boutique', 'Conversion de la boutique'],
  },
  {
    title: 'Boutique Happy Paws',
    description:
      'Une boutique et un système de fiches pour un catalogue de 140 produits pour animaux, bâtis sur des gabarits réutilisables que la cliente met maintenant à jour elle-même.',
    coverAlt: 'Boutique Happy Paws avec une grille de produits pour animaux',
    challenge: 'Un catalogue de 140 produits avec 140 mises en page différentes.',
    approach:
      'Des gabarits réutilisables pour les images principales et les infographies, que l’entreprise remplit maintenant à l’interne.',
    services: ['Boutique de marque', 'Gabarits de fiches', 'Images principales'],
    gallery: [
      {
        alt: 'Infographie d’un sachet de nourriture pour chien',
        caption: 'Gabarit pour 140 produits',
      },
      { alt: 'Sachet de nourriture pour animaux sur fond blanc', caption: '' },
    ],
    pairLabel: 'Image principale',
    metricLabels: ['Taux de conversion', 'Fiches mises à jour'],
  },
  {
    title: 'Sacs de café Ridgeline',
    description:
      'Une série d’emballages pour quatre cafés d’origine unique\u00a0: une seule structure, une couleur par origine et une échelle de dégustation lisible depuis la tablette.',
    coverAlt: 'Sachet de café sur une table de cuisine près d’une fenêtre',
    challenge:
      'Quatre cafés qui se ressemblaient, en tablette comme dans les résultats de recherche.',
    approach:
      'Une seule structure, une couleur par origine et une échelle de dégustation lisible en vignette.',
    services: ['Emballage', 'Images principales', 'Infographies'],
    gallery: [
      { alt: 'Sachet de café sur fond blanc', caption: '' },
      {
        alt: 'Infographie\u00a0: origine, torréfaction et notes de dégustation',
        caption: 'Échelle de dégustation',
      },
    ],
    pairLabel: 'Devant du sachet',
    metricLabels: ['Taux de clics', 'Taux de conversion'],
  },
  {
    title: 'Coffret cadeau Ember & Wick',
    description:
      'Un coffret rigide pour un trio de bougies, conçu pour les vidéos de déballage et pour survivre à l’expédition des places de marché sans boîte extérieure.',
    coverAlt: 'Coffret cadeau de bougies sur fond blanc',
    challenge:
      'Des boîtes écrasées à l’expédition et une image principale qui cachait les bougies.',
    approach:
      'Un coffret rigide expédié sans boîte extérieure, photographié ouvert sur fond blanc.',
    services: ['Emballage', 'Image principale', 'Contenu A+'],
    gallery: [
      {
        alt: 'Coffret cadeau sur une table à côté d’une plante',
        caption: 'Pensé pour les vidéos de déballage',
      },
      { alt: 'Module A+ présentant le trio de bougies', caption: '' },
    ],
    pairLabel: 'Image principale',
    metricLabels: ['Réclamations pour bris', 'Taux de conversion'],
  },
];
