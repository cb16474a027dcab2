import type { PolicySections } from '@prism/contracts';

/**
 * Version 1 of the privacy policy: the one the product ships with, in force until an owner
 * publishes another (issue 46). It describes what this product does; docs/privacy.md says
 * which sentences the agency must check against its own hosting and mail provider. Never
 * edit it once shipped: consent records name version 1 and must keep meaning this text.
 * `{retentionMonths}` is filled in from the retention setting when the policy is shown.
 */
export const SHIPPED_POLICY: PolicySections = {
  collected: {
    title: {
      fr: 'Les renseignements que nous recueillons',
      en: 'The information we collect',
    },
    body: {
      fr: 'Lorsque vous nous écrivez par le formulaire de contact, nous recueillons votre nom, votre adresse courriel, le nom de votre entreprise si vous le donnez, le service qui vous intéresse et votre message. Nous y joignons la langue de la page, la page d’où vous avez écrit, le site qui vous y a mené et, s’il y a lieu, les paramètres de campagne de l’adresse (utm).\n\nVotre adresse IP sert seulement à limiter le nombre d’envois d’un même appareil; elle n’est pas conservée avec votre message.\n\nNous ne recueillons aucun autre renseignement personnel sur ce site. Le site ne dépose qu’un témoin, prism_lang, qui retient pendant un an la langue que vous avez choisie (fr ou en) et ne sert à rien d’autre. Il inscrit aussi dans votre navigateur que sa police de caractères est déjà téléchargée (prism-display-face); cette information ne quitte jamais votre navigateur. Les membres de l’équipe qui se connectent pour gérer le site reçoivent un témoin de session, nécessaire à cette seule fin.',
      en: 'When you write to us through the contact form, we collect your name, your e-mail address, your company’s name if you give it, the service you are interested in and your message. We add the language of the page, the page you wrote from, the site that brought you there and, where present, the campaign parameters of the address (utm).\n\nYour IP address is used only to limit how many messages one device may send; it is not kept with your message.\n\nWe collect no other personal information on this site. The site sets a single cookie, prism_lang, which remembers for a year the language you chose (fr or en) and is used for nothing else. It also notes in your browser that its typeface has already been downloaded (prism-display-face); that note never leaves your browser. Staff who sign in to manage the site receive a session cookie, needed for that alone.',
    },
  },
  purposes: {
    title: { fr: 'Pourquoi nous les utilisons', en: 'Why we use it' },
    body: {
      fr: 'Nous utilisons vos renseignements pour répondre à votre demande, en discuter avec vous et, si nous travaillons ensemble, préparer une proposition. Nous ne les vendons pas, ne les louons pas et ne les utilisons pas pour vous profiler.\n\nNous ne vous envoyons pas d’infolettre ni de sollicitation à moins que vous ne l’ayez demandé en cochant la case distincte prévue à cette fin. Chaque infolettre donne notre identité et un lien de désabonnement qui fonctionne sans vous connecter.',
      en: 'We use your information to answer your inquiry, discuss it with you and, if we work together, prepare a proposal. We do not sell it, rent it or use it to profile you.\n\nWe send you no newsletter or marketing unless you asked for it by ticking the separate box meant for that. Every newsletter identifies us and carries an unsubscribe link that works without signing in.',
    },
  },
  consent: {
    title: { fr: 'Votre consentement', en: 'Your consent' },
    body: {
      fr: 'Avant d’envoyer le formulaire, vous cochez une case indiquant que vous avez lu la présente politique; rien n’est coché d’avance. Nous conservons la preuve de ce consentement : la version de la politique et la langue dans laquelle vous l’avez vue, la fin visée et la date. L’inscription à l’infolettre est un consentement distinct, donné ou non, et enregistré à part.\n\nVous pouvez retirer votre consentement en tout temps en écrivant à la personne responsable indiquée ci-dessous.',
      en: 'Before sending the form, you tick a box saying you have read this policy; nothing is ticked in advance. We keep proof of that consent: the version of the policy and the language you saw it in, the purpose and the date. Signing up for the newsletter is a separate consent, given or not, and recorded apart.\n\nYou may withdraw your consent at any time by writing to the person in charge named below.',
    },
  },
  audience: {
    title: { fr: 'La mesure d’audience, sans témoin', en: 'Audience measurement, without cookies' },
    body: {
      fr: 'Nous comptons les visites du site sans témoin et sans aucune technologie qui permette de vous identifier, de vous localiser ou de vous profiler; aucune ne l’est par défaut. Pour reconnaître une même visite au cours d’une journée, le serveur calcule une clé à partir d’une partie de votre adresse réseau et de votre navigateur, mêlée à un sel aléatoire qui change chaque jour et qui est détruit après 48 heures : la clé ne peut donc plus être rattachée à vous. L’adresse et le navigateur eux-mêmes ne sont jamais enregistrés. Si votre navigateur envoie le signal « Global Privacy Control » ou « Do Not Track », votre visite n’est pas comptée.\n\nLes visites détaillées sont conservées 60 jours, puis seuls les totaux par jour restent, 25 mois.',
      en: 'We count visits to the site without cookies and without any technology that could identify, locate or profile you; none is on by default. To recognise one visit within a day, the server computes a key from part of your network address and your browser, mixed with a random salt that changes every day and is destroyed after 48 hours, so the key can no longer be tied to you. The address and browser themselves are never stored. If your browser sends the “Global Privacy Control” or “Do Not Track” signal, your visit is not counted.\n\nDetailed visits are kept for 60 days; after that only daily totals remain, for 25 months.',
    },
  },
  storage: {
    title: { fr: 'Où vos renseignements sont conservés', en: 'Where your information is kept' },
    body: {
      fr: 'Vos renseignements sont conservés dans la base de données du site et dans son espace de stockage, hébergés au Canada. Ils ne sont pas communiqués à l’extérieur du Québec, sauf aux fournisseurs nommés ci-dessous, dans la mesure nécessaire à leur service. Avant toute communication hors du Québec, nous évaluons, comme l’exige la loi, si vos renseignements y bénéficieront d’une protection adéquate.\n\nL’accès se fait par des connexions chiffrées, et les comptes du personnel sont protégés par mot de passe et, s’ils le choisissent, par une authentification à deux facteurs.',
      en: 'Your information is kept in the site’s database and its storage space, hosted in Canada. It is not communicated outside Québec, except to the providers named below, as far as their service needs. Before any communication outside Québec, we assess, as the law requires, whether your information will be adequately protected there.\n\nAccess is over encrypted connections, and staff accounts are protected by a password and, if they choose, two-factor authentication.',
    },
  },
  processors: {
    title: { fr: 'Qui reçoit vos renseignements', en: 'Who receives your information' },
    body: {
      fr: 'Deux types de fournisseurs traitent vos renseignements pour notre compte, sous contrat et seulement pour le service qu’ils nous rendent : l’hébergeur du site et de son stockage, et le relais de courriel qui transmet nos avis internes et nos réponses. Personne d’autre ne les reçoit, sauf si la loi l’exige.',
      en: 'Two kinds of providers handle your information on our behalf, under contract and only for the service they give us: the host of the site and its storage, and the e-mail relay that carries our internal notices and our replies. Nobody else receives it, unless the law requires it.',
    },
  },
  retention: {
    title: { fr: 'Combien de temps nous les gardons', en: 'How long we keep it' },
    body: {
      fr: 'Nous gardons une demande tant que nous en avons besoin pour y donner suite, puis {retentionMonths} mois après sa dernière activité (le dernier message, note ou réponse). Passé ce délai, un traitement automatique la détruit ou la rend anonyme : votre nom, votre adresse courriel, votre entreprise, votre message, nos notes, nos réponses et les copies des courriels qui la concernent sont effacés. Seules restent, sans rien qui vous nomme, les données nécessaires à nos statistiques (la date, le service demandé, la source de la visite et l’étape atteinte).\n\nLe journal d’audit du personnel, qui peut mentionner votre nom lorsqu’une personne de l’équipe a traité votre demande, est conservé un an aux fins de sécurité, puis effacé.',
      en: 'We keep an inquiry as long as we need it to follow up, then {retentionMonths} months after its last activity (the last message, note or reply). After that, an automatic process destroys it or makes it anonymous: your name, e-mail address, company, message, our notes, our replies and the copies of the e-mails about it are erased. Only the data our statistics need remain, with nothing that names you (the date, the service asked for, the source of the visit and the stage reached).\n\nThe staff audit log, which may mention your name where someone on the team handled your inquiry, is kept for one year for security purposes, then erased.',
    },
  },
  access: {
    title: { fr: 'Qui y a accès dans l’équipe', en: 'Who on the team can see it' },
    body: {
      fr: 'Seules les personnes de l’équipe dont le rôle le permet (propriétaires, administrateurs et rédacteurs chargés de répondre aux demandes) peuvent lire les demandes. Seuls les propriétaires et la personne responsable consultent le registre des incidents et traitent les demandes d’accès, de rectification ou d’effacement. Chaque action du personnel est inscrite au journal d’audit.',
      en: 'Only team members whose role allows it (owners, administrators and the editors who answer inquiries) can read inquiries. Only owners and the person in charge see the incident register and handle requests for access, correction or erasure. Every staff action is written to the audit log.',
    },
  },
  rights: {
    title: { fr: 'Vos droits et comment les exercer', en: 'Your rights and how to use them' },
    body: {
      fr: 'Vous pouvez demander à consulter les renseignements que nous détenons sur vous, les faire rectifier, retirer votre consentement, les faire effacer, ou en recevoir une copie dans un format technologique structuré et couramment utilisé (JSON ou CSV), que nous pouvons aussi transmettre à la personne que vous désignez.\n\nRemplissez le formulaire « Exercer vos droits » (lien au bas de chaque page) ou écrivez à la personne responsable dont les coordonnées figurent sur cette page. Nous vous demanderons de confirmer votre adresse courriel avant de vous répondre, pour ne rien communiquer à une autre personne. Nous répondons par écrit au plus tard 30 jours après la réception de la demande; sans réponse dans ce délai, la demande est réputée refusée et vous pouvez vous adresser à la Commission d’accès à l’information.',
      en: 'You may ask to see the information we hold about you, have it corrected, withdraw your consent, have it erased, or receive a copy in a structured, commonly used technological format (JSON or CSV), which we can also send to a person you name.\n\nFill in the “Use your rights” form (linked at the foot of every page) or write to the person in charge whose contact details are on this page. We will ask you to confirm your e-mail address before answering, so that nothing is disclosed to someone else. We answer in writing within 30 days of receiving the request; without an answer in that time, the request is deemed refused and you may turn to the Commission d’accès à l’information.',
    },
  },
  complaints: {
    title: { fr: 'Porter plainte', en: 'Making a complaint' },
    body: {
      fr: 'Si vous croyez que nous n’avons pas respecté vos droits, écrivez d’abord à la personne responsable : elle examine chaque plainte et y répond par écrit dans les 30 jours. Vous pouvez aussi, en tout temps, porter plainte auprès de la Commission d’accès à l’information du Québec (www.cai.gouv.qc.ca, 1 888 528-7741).',
      en: 'If you believe we have not respected your rights, first write to the person in charge, who examines every complaint and answers in writing within 30 days. You may also, at any time, complain to Québec’s Commission d’accès à l’information (www.cai.gouv.qc.ca, 1 888 528-7741).',
    },
  },
  incidents: {
    title: { fr: 'Incidents de confidentialité', en: 'Confidentiality incidents' },
    body: {
      fr: 'Nous tenons un registre de tout incident de confidentialité. Si un incident présente un risque de préjudice sérieux, nous en avisons sans délai la Commission d’accès à l’information et les personnes concernées, et nous prenons les mesures pour en limiter les conséquences.',
      en: 'We keep a register of every confidentiality incident. If an incident presents a risk of serious injury, we promptly notify the Commission d’accès à l’information and the people concerned, and take measures to limit its consequences.',
    },
  },
  changes: {
    title: { fr: 'Modifications de cette politique', en: 'Changes to this policy' },
    body: {
      fr: 'Chaque modification de cette politique en fait une nouvelle version, datée; les versions précédentes sont conservées, et chaque consentement indique la version à laquelle il se rapporte.',
      en: 'Every change to this policy makes it a new, dated version; earlier versions are kept, and every consent names the version it refers to.',
    },
  },
};

/** When version 1 took effect: the date the product shipped it. */
export const SHIPPED_POLICY_DATE = new Date('2026-11-28T00:00:00.000Z');
