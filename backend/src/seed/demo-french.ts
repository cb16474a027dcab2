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
    coverAlt: 'Gourde isolée sur un socle, devant un papier vert sauge',
    challenge:
      'Des photos prises au téléphone sur une table grise.\nLa clientèle ne distinguait pas les formats.',
    approach:
      'Une image principale nette sur fond blanc, une infographie par question posée par la clientèle et des mises en situation qui montrent la gourde en usage.',
    services: ['Image principale', 'Infographies', 'Mises en situation', 'Contenu A+'],
    gallery: [
      {
        alt: 'Gros plan sur le bouchon et l’étiquette de la gourde',
        caption: 'Plan de détail pour la deuxième image de la galerie',
      },
      { alt: 'La gourde sur une table en chêne près d’une fenêtre', caption: 'Mise en situation' },
    ],
    pairLabel: 'Image principale',
    metricLabels: ['Taux de conversion', 'Sessions', 'ACoS'],
  },
  {
    title: 'Contenu A+ du sérum',
    description:
      'Des modules A+ Premium pour un sérum de soin\u00a0: l’histoire des ingrédients, un tableau comparatif et des visuels avant-après qui restent lisibles sur mobile.',
    coverAlt: 'Tube de sérum vu du dessus parmi des feuilles, sur papier rose poudré',
    challenge: 'Un mur de texte que personne ne lisait sur mobile.',
    approach:
      'Les ingrédients racontés en images, un tableau comparatif avec le reste de la gamme et des textes réduits à ce qui tient sous le pouce.',
    services: ['Contenu A+', 'Tableau comparatif', 'Infographies'],
    gallery: [
      {
        alt: 'Trois tubes de sérum sur des blocs en escalier',
        caption: 'Bannière du module A+ Premium',
      },
      { alt: 'Tube de sérum sur un socle, devant un papier rose poudré', caption: '' },
    ],
    pairLabel: 'Image principale',
    metricLabels: ['Taux de conversion', 'Taux de clics', 'Taux de retour'],
  },
  {
    title: 'Nouvelle image de marque Northwind',
    description:
      'Une nouvelle identité pour un vendeur d’articles de maison qui s’étend au-delà d’une seule place de marché\u00a0: logo, système de couleurs, duo typographique et guide de marque prêt pour l’emballage.',
    coverAlt: 'Bougie Northwind sur une table en chêne près d’une fenêtre',
    challenge: 'Quatre places de marché, quatre allures différentes.',
    approach:
      'Un symbole lisible en vignette, un système de couleurs par famille de produits et un guide de marque que l’équipe peut suivre.',
    services: ['Logo', 'Palette de couleurs', 'Normes graphiques', 'Emballage'],
    gallery: [
      {
        alt: 'La bougie Northwind dans trois couleurs du nouveau système',
        caption: 'Le système de couleurs appliqué à la gamme',
      },
      { alt: 'Bougie Northwind vue du dessus avec des feuilles et un sous-verre', caption: '' },
    ],
    pairLabel: 'Image principale',
    metricLabels: ['Recherches de la marque', 'Achats répétés'],
  },
  {
    title: 'Identité d’Orbit Labs',
    description:
      'L’identité d’une jeune entreprise de suppléments\u00a0: un symbole en orbite qui passe de l’icône d’application à la boîte d’expédition, avec une palette secondaire affirmée.',
    coverAlt: 'Pot de suppléments Orbit Labs sur un socle, devant un papier lilas',
    challenge:
      'Une allure de jeune pousse qui n’inspirait pas confiance à côté des marques établies.',
    approach:
      'Un symbole assuré, des blancs cliniques et une palette secondaire franche pour chaque formule.',
    services: ['Identité visuelle', 'Emballage', 'Images principales'],
    gallery: [
      { alt: 'Gros plan sur le symbole en orbite de l’étiquette du pot', caption: '' },
      {
        alt: 'Trois formules Orbit Labs côte à côte',
        caption: 'Bannière de présentation de la gamme',
      },
    ],
    pairLabel: 'Image principale',
    metricLabels: ['Taux de conversion', 'Taux de clics'],
  },
  {
    title: 'Boutique de marque Copperleaf',
    description:
      'Une boutique Amazon de douze pages pour une marque d’articles de cuisine, organisée par style de cuisine, avec des tuiles vedettes magasinables et des pages saisonnières.',
    coverAlt: 'Casserole en cuivre Copperleaf sur une table en chêne près d’une fenêtre',
    challenge: 'Une seule longue page de produits, sans aucun ordre.',
    approach:
      'Douze pages par style de cuisine, des tuiles vedettes magasinables et une page saisonnière que l’équipe renouvelle quatre fois par année.',
    services: ['Boutique de marque', 'Contenu A+', 'Mises en situation'],
    gallery: [
      {
        alt: 'Trois casseroles Copperleaf sur des blocs en escalier',
        caption: 'Tuile vedette de la page d’accueil de la boutique',
      },
      {
        alt: 'Casserole Copperleaf sur un socle, devant un papier pêche',
        caption: 'Bannière de la page saisonnière',
      },
    ],
    pairLabel: 'Image principale',
    metricLabels: ['Visites de la boutique', 'Conversion de la boutique'],
  },
  {
    title: 'Boutique Happy Paws',
    description:
      'Une boutique et un système de fiches pour un catalogue de 140 produits pour animaux, bâtis sur des gabarits réutilisables que la cliente met maintenant à jour elle-même.',
    coverAlt: 'Boîte de conserve Happy Paws sur un socle, devant un papier bleu pâle',
    challenge: 'Un catalogue de 140 produits avec 140 mises en page différentes.',
    approach:
      'Des gabarits réutilisables pour les images principales et les infographies, que l’entreprise remplit maintenant à l’interne.',
    services: ['Boutique de marque', 'Gabarits de fiches', 'Images principales'],
    gallery: [
      {
        alt: 'Trois boîtes de conserve Happy Paws aux couleurs de leurs saveurs',
        caption: 'Un seul gabarit pour 140 produits',
      },
      {
        alt: 'Boîte de conserve pour animaux vue du dessus, avec un sous-verre et des feuilles',
        caption: '',
      },
    ],
    pairLabel: 'Image principale',
    metricLabels: ['Taux de conversion', 'Fiches mises à jour'],
  },
  {
    title: 'Sacs de café Ridgeline',
    description:
      'Une série d’emballages pour quatre cafés d’origine unique\u00a0: une seule structure, une couleur par origine et une échelle de dégustation lisible depuis la tablette.',
    coverAlt: 'Sachet de café Ridgeline sur une table en chêne près d’une fenêtre',
    challenge:
      'Quatre cafés qui se ressemblaient, en tablette comme dans les résultats de recherche.',
    approach:
      'Une seule structure, une couleur par origine et une échelle de dégustation lisible en vignette.',
    services: ['Emballage', 'Images principales', 'Infographies'],
    gallery: [
      { alt: 'Gros plan sur l’étiquette et la valve du sachet', caption: '' },
      {
        alt: 'Trois sachets Ridgeline, une couleur par origine',
        caption: 'Une couleur par origine',
      },
    ],
    pairLabel: 'Devant du sachet',
    metricLabels: ['Taux de clics', 'Taux de conversion'],
  },
  {
    title: 'Coffret cadeau Ember & Wick',
    description:
      'Un coffret rigide pour un trio de bougies, conçu pour les vidéos de déballage et pour survivre à l’expédition des places de marché sans boîte extérieure.',
    coverAlt: 'Coffret cadeau Ember & Wick sur un socle, devant un papier vieux rose',
    challenge:
      'Des boîtes écrasées à l’expédition et une image principale qui cachait les bougies.',
    approach:
      'Un coffret rigide expédié sans boîte extérieure, photographié ouvert sur fond blanc.',
    services: ['Emballage', 'Image principale', 'Contenu A+'],
    gallery: [
      {
        alt: 'Le coffret cadeau sur une table en chêne près d’une fenêtre',
        caption: 'Pensé pour les vidéos de déballage',
      },
      { alt: 'Gros plan sur le symbole de flamme du coffret', caption: '' },
    ],
    pairLabel: 'Image principale',
    metricLabels: ['Réclamations pour bris', 'Taux de conversion'],
  },
];
