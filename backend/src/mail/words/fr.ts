import type { Role } from '@prism/contracts';
import type { MailWords } from './mail-words.types';

/** No-break space: before a colon and inside guillemets (../shared/FRENCH.md). */
const NBSP = '\u00a0';
const quoted = (text: string) => `«${NBSP}${text}${NBSP}»`;

const ROLES_FR: Record<Role, string> = {
  owner: 'propriétaire',
  admin: 'administrateur',
  editor: 'rédacteur',
};

const longDate = new Intl.DateTimeFormat('fr-CA', { dateStyle: 'long', timeZone: 'UTC' });

/** The French mail, in Québec usage (../shared/FRENCH.md): courriel, vous, no-break spaces. */
export const FR: MailWords = {
  colon: `${NBSP}: `,
  services: {
    listing_design: 'Conception de fiches produits',
    amazon_storefront: 'Boutique Amazon',
    brand_identity: 'Identité de marque',
    packaging_design: 'Conception d’emballages',
    product_photography: 'Photographie de produits',
    video_production: 'Production vidéo',
    other: 'Autre',
  },
  leadNotification: {
    subject: (name, service) => `Nouvelle demande${NBSP}: ${name} (${service})`,
    intro: 'Une nouvelle demande est arrivée par le formulaire de contact.',
    name: 'Nom',
    email: 'Courriel',
    company: 'Entreprise',
    service: 'Service',
    page: 'Page',
    referrer: 'Provenance',
    language: 'Langue',
    leadLanguage: (locale) => (locale === 'fr' ? 'FR' : 'EN (répondre en anglais)'),
    openInAdmin: 'L’ouvrir dans l’administration',
    replyHint: 'Répondez à ce courriel pour écrire à la personne.',
  },
  passwordReset: {
    subject: 'Réinitialisez votre mot de passe de l’administration Prism',
    asked: (username) =>
      `Quelqu’un a demandé de réinitialiser le mot de passe du compte ${quoted(username)} de l’administration Prism.`,
    openWithin: (minutes) =>
      `Ouvrez ce lien dans les ${minutes}${NBSP}minutes pour choisir un nouveau mot de passe. Il ne fonctionne qu’une fois et déconnecte le compte partout.`,
    ignore: `Si vous n’avez rien demandé, ignorez ce courriel${NBSP}: votre mot de passe reste le même.`,
    action: 'Choisir un nouveau mot de passe',
  },
  invitation: {
    subject: 'Invitation à l’administration Prism',
    invited: (invitedBy, role, username) =>
      `${invitedBy} vous invite à l’administration Prism avec le rôle ${quoted(ROLES_FR[role])} et le nom d’utilisateur ${quoted(username)}.`,
    openWithin: (hours) =>
      `Ouvrez ce lien dans les ${hours}${NBSP}heures pour choisir votre mot de passe. Il ne fonctionne qu’une fois.`,
    ignore: 'Si vous n’attendiez pas cette invitation, ignorez ce courriel.',
    action: 'Choisir votre mot de passe',
  },
  scheduledPublishFailed: {
    subject: (title) => `Non publié${NBSP}: ${title}`,
    notPublished: (title, when) =>
      `La publication de ${quoted(title)} était prévue le ${when}, mais elle n’a pas eu lieu${NBSP}: le projet n’est pas prêt dans toutes les langues exigées par le site. Il reste un brouillon.`,
    lacks: `Ce qui manque${NBSP}:`,
    field: (field, locale, position) => {
      const language = locale === 'fr' ? 'français' : 'anglais';
      const n = position === null ? '' : `${NBSP}${position + 1}`;
      const names: Record<string, string> = {
        title: 'Titre',
        description: 'Description',
        slug: 'Adresse web (slug)',
        services: 'Services',
        coverAlt: 'Texte de remplacement de l’image principale',
        'gallery.alt': `Texte de remplacement de l’image de galerie${n}`,
        'beforeAfter.label': `Libellé de la paire avant-après${n}`,
        'metrics.label': `Libellé du résultat${n}`,
        ready: 'Marqué prêt',
      };
      return `${names[field] ?? field} (${language})`;
    },
    action: 'Ouvrir le projet',
  },
  leadReply: {
    subject: (service) => `Re${NBSP}: Votre demande (${service})`,
    wrote: (date, name) => `Le ${longDate.format(date)}, ${name} a écrit${NBSP}:`,
  },
  rightsRequest: {
    kinds: {
      access: 'consulter vos renseignements',
      rectification: 'faire rectifier vos renseignements',
      erasure: 'faire effacer vos renseignements',
      portability: 'recevoir une copie de vos renseignements',
      withdrawal: 'retirer votre consentement',
    },
    subject: 'Confirmez votre demande au sujet de vos renseignements personnels',
    asked: (kind) =>
      `Quelqu’un a demandé, avec cette adresse courriel, de ${kind} auprès de Prism.`,
    openWithin: (hours) =>
      `Pour confirmer que la demande vient de vous, ouvrez ce lien dans les ${hours}${NBSP}heures. Il ne fonctionne qu’une fois. Nous répondrons au plus tard 30${NBSP}jours après la réception de la demande.`,
    ignore: `Si vous n’avez rien demandé, ignorez ce courriel${NBSP}: rien ne sera fait.`,
    action: 'Confirmer ma demande',
    reminderSubject: (count) =>
      `Demandes relatives aux renseignements personnels à traiter${NBSP}: ${count}`,
    reminderIntro:
      'Ces demandes au sujet de renseignements personnels arrivent à échéance dans moins de 7 jours ou sont en retard. Sans réponse à l’échéance, la demande est réputée refusée.',
    reminderLine: (kind, email, due) =>
      `${kind}, ${email}${NBSP}: échéance le ${longDate.format(due)}`,
  },
};
