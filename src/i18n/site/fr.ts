import {
  EQUIPMENT_CATEGORY_LABELS,
  EQUIPMENT_FACT_LABELS,
  EQUIPMENT_OFFER_LABELS,
  EQUIPMENT_SPEC_LABELS,
  EQUIPMENT_STATUS_LABELS,
  NEWS_CATEGORY_LABELS,
  QUOTE_BUDGET_LABELS,
  QUOTE_CUSTOMER_STEPS,
  QUOTE_SERVICE_LABELS,
  RENTAL_DURATION_LABELS,
  UNKNOWN_STATUS_LABEL,
  type QuoteLineUnit,
} from '@/lib/labels'
import { FRENCH_ADDRESS_WORDS } from '@/lib/localePaths'

import type { CountForms, TextTree } from './template'

/** A quote line's quantity with its unit: « 1 jour », « 3 jours », « 2 mois ». */
const QUANTITIES: Record<QuoteLineUnit, CountForms> = {
  jour: { one: '{count} jour', other: '{count} jours' },
  semaine: { one: '{count} semaine', other: '{count} semaines' },
  mois: { one: '{count} mois', other: '{count} mois' },
  unite: { one: '{count} unité', other: '{count} unités' },
  forfait: { one: '{count} forfait', other: '{count} forfaits' },
}

/**
 * The public site's French words (#45): the dictionary every other language copies, key for
 * key (`SiteText`). `client` is what the browser's components show: plain strings, `{name}` for
 * a value and `{ one, other }` for a count, since it crosses from the server as data.
 */
/** The newsletter's next step, on the form once signed up and on the page a plain form leads to. */
const NEWSLETTER_NEXT =
  'Pour confirmer votre inscription, cliquez sur le lien que nous venons de vous envoyer par email.'

export const fr = {
  /** `colon`: how a label meets its value in a mail's text (« Total : … », "Total: …"). */
  meta: { label: 'Français', htmlLang: 'fr', intl: 'fr-FR', colon: ' : ' },
  /** The site's addresses in this language's words (src/lib/localePaths.ts): French's own. */
  addresses: FRENCH_ADDRESS_WORDS,
  client: {
    /** The spec's enumerations as visitors read them (the admin's French labels, one source). */
    labels: {
      equipmentCategories: EQUIPMENT_CATEGORY_LABELS,
      equipmentStatuses: { ...EQUIPMENT_STATUS_LABELS, unknown: UNKNOWN_STATUS_LABEL },
      equipmentOffers: EQUIPMENT_OFFER_LABELS,
      equipmentSpecs: EQUIPMENT_SPEC_LABELS,
      equipmentFacts: EQUIPMENT_FACT_LABELS,
      newsCategories: NEWS_CATEGORY_LABELS,
      rentalDurations: RENTAL_DURATION_LABELS,
      quoteServices: QUOTE_SERVICE_LABELS,
      quoteBudgets: QUOTE_BUDGET_LABELS,
    },
    common: {
      back: 'Retour',
      close: 'Fermer',
      retry: 'Réessayer',
      category: 'Catégorie',
      allCategories: 'Toutes les catégories',
      carousel: 'carrousel',
      slide: 'diapositive',
    },
    navigation: {
      more: 'Plus',
      moreLinks: 'Autres pages du menu',
      openMenu: 'Ouvrir le menu',
      menu: 'Menu',
      closeMenu: 'Fermer le menu',
      description: 'Navigation du site',
      landmark: 'Navigation mobile',
    },
    whatsapp: {
      writeUs: 'Nous écrire sur WhatsApp',
      talkAboutIt: 'En parler sur WhatsApp',
      /** The messages the links prefill (#42); the mails' and the admin's read them too. */
      general: 'Bonjour, je souhaite des informations sur vos services.',
      machine: 'Bonjour, je suis intéressé(e) par « {name} » : {url}',
      estimate:
        'Bonjour, je souhaite louer « {machine} » ({duration}) : l’estimation du site est de {estimate}. Est-il disponible ?',
      request: 'Bonjour, je vous écris au sujet de ma demande de devis {reference}.',
      quote: 'Bonjour, je vous écris au sujet du devis {title} (total {total} TTC).',
    },
    news: {
      readMore: 'Lire la suite',
      dialogDescription: "Détail de l'actualité",
      previousArticle: 'Article précédent',
      nextArticle: 'Article suivant',
      summary: 'Résumé',
      openPage: "Ouvrir la page de l'article",
      share: 'Partager',
      linkCopied: 'Lien copié',
      copyFailed: 'Impossible de copier le lien',
      send: 'Envoyer',
      save: 'Sauvegarder',
      saved: 'Sauvegardé',
      byAuthor: 'Par {author}',
      keywords: 'Mots-clés',
    },
    departments: {
      discover: 'Découvrir',
      discoverNamed: 'Découvrir {name}',
      services: 'Nos services',
      contact: 'Contact',
      callNow: 'Appeler maintenant',
      sendEmail: 'Envoyer un email',
      learnMore: 'En savoir plus',
    },
    equipment: {
      all: 'Tous',
      categoriesLandmark: 'Catégories d’équipements',
      loading: 'Chargement des équipements...',
      loadError: 'Erreur lors du chargement des équipements',
      none: 'Aucun équipement trouvé',
      soldNotice: 'Cet équipement est vendu : il ne peut plus être demandé.',
      askQuote: 'Demander un devis',
      askQuoteFor: 'Demander un devis — {offer}',
      buy: 'Achat',
      rent: 'Location',
      callUs: 'Nous appeler',
      premium: 'Vedette Premium',
      gallery: 'Galerie',
      availableNow: 'Disponible immédiatement',
      warranty: 'Garantie incluse',
      seePage: 'Voir la fiche',
      seeEquipment: 'Voir les équipements',
      carouselSlide: '{index} sur {total}',
      carouselGroup: 'Aller au groupe {index}',
      previousCategory: 'Catégorie précédente',
      nextCategory: 'Catégorie suivante',
      seeDetails: 'Voir les détails',
      price: 'Prix',
      priceOnRequest: 'Prix sur demande',
      rentPrice: 'Location',
      salePrice: 'Prix de vente',
      perDay: '{price}/jour',
      perWeek: '{price}/semaine',
      perMonth: '{price}/mois',
      availability: 'Disponibilité',
      unitsAvailable: { one: '{count} unité disponible', other: '{count} unités disponibles' },
      descriptionLandmark: 'Description',
      description: 'Description détaillée',
      specifications: 'Spécifications techniques',
      features: 'Caractéristiques',
      quoteSubject: 'Demande de devis : {name} — {offer}',
    },
    /** The rental dates picker of a machine (#61): its days free, greyed when none is. */
    rentalDates: {
      open: 'Choisir les dates',
      legend: 'Vos dates de location',
      previousMonth: 'Mois précédent',
      nextMonth: 'Mois suivant',
      machines: 'Nombre d’engins',
      loading: 'Chargement des disponibilités…',
      offline:
        'Les disponibilités ne se chargent pas (pas de connexion) : choisissez vos dates, nous vous dirons ce qui est libre.',
      pickStart: 'Choisissez le premier jour de la location.',
      pickEnd: 'Choisissez le dernier jour (inclus).',
      free: { one: '{count} sur {total} disponible', other: '{count} sur {total} disponibles' },
      full: 'complet',
      past: 'passé',
      period: '{available} du {first} au {last}',
      notEnough:
        'Pas assez d’engins libres sur toute la période : choisissez d’autres dates ou moins d’engins.',
      price: 'Prix pour {days} et {machines} : {amount} hors taxes',
      machineCount: { one: '{count} engin', other: '{count} engins' },
      days: { one: '{count} jour', other: '{count} jours' },
      ask: 'Demander un devis pour ces dates',
    },
    catalogue: {
      searchLabel: 'Rechercher un équipement',
      searchPlaceholder: 'Rechercher un équipement...',
      offer: 'Offre',
      allOffers: 'Tous',
      btpFilter: 'Engins BTP',
      downloadPdf: 'Télécharger PDF',
      count: { one: '{count} équipement', other: '{count} équipements' },
      noMatch: 'Aucun équipement trouvé pour votre recherche.',
      details: 'Détails',
      contact: 'Contacter',
      contactFor: 'Contacter pour {name}',
    },
    calculator: {
      equipment: 'Équipement',
      chooseEquipment: 'Choisissez un équipement',
      duration: 'Durée de location',
      calculate: 'Calculer le prix',
      estimate: 'Prix estimé ({duration})',
      beforeTax: 'hors taxes',
      vat: 'TVA {rate} % : {amount}',
      withTax: 'Total TTC : {amount}',
    },
    quoteForm: {
      landmark: 'Demande de devis',
      name: 'Nom et prénom *',
      email: 'Adresse email *',
      phone: 'Téléphone *',
      company: 'Entreprise',
      subject: 'Sujet',
      service: 'Service',
      chooseService: 'Sélectionnez un service *',
      budget: 'Budget',
      chooseBudget: 'Budget estimé',
      message: 'Décrivez votre projet en détail *',
      newsletter: 'Je souhaite recevoir la newsletter',
      sending: 'Envoi en cours...',
      send: 'Envoyer la demande',
      reference: 'Référence de votre demande :',
      failed: "L'envoi a échoué. Vérifiez votre connexion et réessayez.",
      keptOffline:
        'Pas de réseau pour l’instant : votre demande est gardée sur ce téléphone et partira d’elle-même dès le retour de la connexion. Sa référence s’affichera ici.',
      choice: {
        legend: 'Votre choix',
        remove: 'Retirer {name}',
        duration: 'Durée',
        count: 'Nombre',
        quantity: 'Quantité',
        startDate: 'À partir du (facultatif)',
        endDate: 'Jusqu’au (inclus, facultatif)',
        machines: 'Nombre d’engins',
        estimate: 'Estimation : {amount} hors taxes',
      },
    },
    newsletter: {
      failed: "L'inscription a échoué. Veuillez réessayer.",
      subscribed: NEWSLETTER_NEXT,
      keptOffline:
        'Pas de réseau pour l’instant : votre inscription est gardée sur ce téléphone et partira dès le retour de la connexion.',
    },
    /**
     * A refusal of the /api by its status, for a page in another language than French (the
     * /api's own reasons are French) and where the server gave no reason.
     */
    refusals: {
      400: 'Des informations manquent ou ne sont pas valides : vérifiez le formulaire et réessayez.',
      403: 'Action refusée avec ce lien ou ce code : vérifiez-le, ou demandez-en un nouveau.',
      404: 'Cette page ou ce document n’existe plus : vérifiez le lien reçu.',
      409: 'Cela a changé depuis l’ouverture de la page (nouvelle version, réponse déjà donnée) : rechargez la page.',
      413: 'L’envoi est trop volumineux.',
      429: 'Trop d’essais en peu de temps : patientez une minute, puis réessayez.',
      503: 'Le site est en maintenance : réessayez dans quelques minutes.',
    },
    customerQuote: {
      answerFailed: 'Votre réponse n’a pas pu être envoyée. Vérifiez votre connexion et réessayez.',
      accepted:
        'Merci ! Votre acceptation est enregistrée : notre équipe vous contacte pour la suite.',
      refused: 'Votre réponse est enregistrée. Merci de nous avoir indiqué votre choix.',
      yourName: 'Votre nom (il figurera sur l’acceptation)',
      accept: 'Accepter le devis',
      refuse: 'Refuser',
      refuseReason: 'Pourquoi refusez-vous ce devis ? (facultatif)',
      confirmRefusal: 'Confirmer le refus',
    },
    contract: {
      consent: 'J’ai lu le contrat de location ci-dessus et j’en accepte les conditions.',
      name: 'Votre nom (il figurera sur la preuve d’acceptation)',
      sendCode: 'Recevoir le code par email',
      sendAgain: 'Renvoyer un code',
      codeSent:
        'Un code à 6 chiffres vient d’être envoyé à {email}. Il est valable {minutes} minutes.',
      emailAndPhone: '{email} et par SMS au {phone}',
      code: 'Code reçu par email',
      sign: 'Signer le contrat',
      failed: 'L’envoi a échoué. Vérifiez votre connexion et réessayez.',
    },
    extension: {
      until: 'Garder les engins jusqu’au (inclus)',
      ask: 'Demander la prolongation',
      take: 'Accepter cette date',
    },
    offline: {
      home: 'Accueil',
      cataloguePdf: 'Catalogue des équipements (PDF)',
      nothingKept: 'Aucune page n’est encore gardée sur ce téléphone.',
      privatePage:
        'Votre page de devis n’est jamais gardée sur le téléphone, car son adresse est personnelle : elle s’affichera dès le retour du réseau. Le PDF du devis, si vous l’avez téléchargé, est dans vos fichiers.',
    },
    partners: {
      landmark: 'Nos partenaires',
    },
  },
  site: {
    loadingPage: 'Chargement de la page...',
    notFoundTitle: 'Oops! Page not found',
    notFoundText: "La page demandée n'existe pas ou n'est plus en ligne.",
    backHome: "Retour à l'accueil",
    malformedPathTitle: 'Adresse invalide',
    malformedPathText:
      "Cette adresse contient des caractères mal encodés. Vérifiez le lien ou revenez à l'accueil.",
    mainNavigation: 'Navigation principale',
    otherLanguages: 'Autres langues du site',
    followUs: 'Suivez-nous',
    socialNetworks: 'Réseaux sociaux',
    callNow: 'Appeler maintenant',
    quoteSubject: (name: string) => `Demande de devis - ${name}`,
  },
  footer: {
    quickLinks: 'Liens rapides',
    contact: 'Contact',
    legal: 'Informations légales',
  },
  contact: {
    map: 'Voir sur la carte',
    /** The quote form's confirmation (also the /api contract's message: `fr.forms.quoteSent`). */
    quoteSent: 'Votre demande a bien été envoyée. Nous vous répondrons sous 24 heures.',
  },
  legal: {
    contactUs: 'Nous contacter',
    retention: 'Durées de conservation',
    retentionPageViews: (days: number) =>
      `Pages vues détaillées : ${days} jours, puis seuls des bilans quotidiens anonymes restent.`,
    retentionQuotes:
      'Demandes de devis : le temps de traiter la demande et d’en assurer le suivi commercial, ou jusqu’à votre demande de suppression.',
    retentionNewsletter: 'Inscription à la newsletter : jusqu’à votre désinscription.',
  },
  departments: {
    heading: 'Nos départements',
    intro: 'Six métiers complémentaires, un seul interlocuteur pour tous vos projets au Niger.',
    description:
      'Les six métiers de BK Multiservices au Niger : BTP, hydraulique, location et vente d’engins, automobile, électronique et commerce général.',
    loadError: 'Erreur lors du chargement des départements',
    all: 'Tous les départements',
    equipment: 'Équipements disponibles',
    allEquipment: 'Voir tous les équipements',
    contact: 'Contacter le département',
  },
  services: {
    heading: 'Tous Nos Services',
    intro:
      'Six secteurs d’activité au service des particuliers, des entreprises et des institutions du Niger.',
    description:
      'BTP, hydraulique, location et vente d’engins, automobile, électronique et commerce général : tous les services de BK Multiservices.',
    loadError: 'Erreur lors du chargement des données',
    learnMoreAbout: (name: string) => `En savoir plus : ${name}`,
    quoteSubject: 'Demande de devis',
    askQuote: 'Demander un Devis',
    contactUs: 'Nous Contacter',
  },
  equipment: {
    badge: 'Location & Vente',
    heading: 'Nos équipements',
    intro:
      'Des engins et véhicules entretenus, disponibles à la location à la journée, à la semaine ou au mois, et à la vente.',
    description:
      'Engins BTP, véhicules, engins de levage et matériel à louer ou à acheter au Niger, avec prix à la journée.',
    noneFeatured: 'Aucun équipement en vedette pour le moment.',
    services: 'Nos services',
    all: 'Tous les équipements',
  },
  rentalTerms: {
    heading: 'Conditions de location',
    vat: 'Prix hors taxes : TVA de {rate} % en sus',
    noVat: 'Prix sans TVA',
  },
  catalogue: {
    title: 'Catalogue des équipements',
    badge: 'Catalogue',
    intro:
      'Tous nos engins et véhicules, avec leurs tarifs et leur disponibilité, à consulter ici ou à télécharger en PDF.',
    description:
      'Le catalogue complet de nos engins et véhicules, à consulter en ligne ou à télécharger en PDF.',
    generatedOn: (date: string) => `Généré le ${date}`,
    empty: 'Aucun équipement disponible pour le moment.',
  },
  news: {
    sectionLoading: 'Chargement des dernières actualités...',
    loadError: 'Erreur lors du chargement des actualités',
    seeAll: (total: number) => `Voir toutes les actualités (${total})`,
    listTitle: 'Actualités',
    listHeading: 'Toutes nos actualités',
    listDescription:
      "Chantiers, événements, conseils techniques et vie de l'entreprise : suivez l'actualité de BK Multiservices.",
    searchLabel: 'Rechercher une actualité',
    searchLandmark: 'Recherche dans les actualités',
    searchPlaceholder: 'Rechercher une actualité...',
    filter: 'Filtrer',
    resultCount: (total: number) => (total > 1 ? `${total} actualités` : `${total} actualité`),
    empty: 'Aucune actualité trouvée',
    emptyHint: 'Essayez un autre mot-clé ou une autre catégorie.',
    resetFilters: 'Réinitialiser les filtres',
    pagination: 'Pagination des actualités',
    previous: 'Précédent',
    next: 'Suivant',
    page: (page: number) => `Page ${page}`,
    more: "Plus d'Actualités",
    backToList: 'Retour aux actualités',
    /** The author of an article that names none. */
    team: 'Équipe {company}',
  },
  /** The site search (#44): the header's box and /recherche. */
  search: {
    title: 'Recherche',
    label: 'Rechercher sur le site',
    placeholder: 'Un engin, une marque, un service, un article…',
    submit: 'Rechercher',
    open: 'Rechercher sur le site',
    headerLandmark: 'Recherche sur le site',
    pageLandmark: 'Nouvelle recherche',
    hint: 'Tapez au moins deux lettres : un engin, une marque, un service, un article. Les accents ne comptent pas.',
    found: (total: number, term: string) =>
      `${total} résultat${total > 1 ? 's' : ''} pour « ${term} »`,
    none: (term: string) => `Aucun résultat pour « ${term} ».`,
    noneHint: 'Essayez un autre mot, ou demandez-nous directement un devis.',
    equipment: 'Équipements',
    news: 'Actualités',
    departments: 'Départements',
    pages: 'Pages',
    projects: 'Réalisations',
  },
  /** The case studies (#44): /realisations, a project's page, the department's and machines'. */
  projects: {
    title: 'Nos réalisations',
    description:
      'Routes, forages, bâtiments, parcs de véhicules : des chantiers menés au Niger par nos équipes et nos engins.',
    all: 'Tous',
    filterLandmark: 'Filtrer les réalisations par département',
    none: 'Aucune réalisation publiée pour ce département pour le moment.',
    client: 'Client',
    place: 'Lieu',
    period: 'Période',
    department: 'Département',
    equipment: 'Le matériel engagé',
    photos: 'En images',
    testimonial: 'Le mot du client',
    back: 'Toutes les réalisations',
    facts: 'Le projet en bref',
    ofDepartment: 'Nos réalisations',
    allOfDepartment: 'Toutes les réalisations du département',
    withMachine: 'Sur nos chantiers',
    quote: 'Un projet comparable ? Demander un devis',
  },
  pages: {
    whatsappAbout: (title: string) => `Bonjour, je vous écris au sujet de la page « ${title} ».`,
  },
  /** The banner over a draft the admin previews (#44). */
  preview: {
    banner: 'Aperçu du brouillon : les visiteurs voient la version publiée.',
    exit: 'Quitter l’aperçu',
  },
  offline: {
    title: 'Hors ligne',
    heading: 'Vous êtes hors ligne',
    intro:
      'Cette page n’a pas encore été ouverte sur ce téléphone : elle s’affichera dès le retour du réseau.',
    reachUs: 'Nous joindre sans internet',
    byPhone: 'Par téléphone :',
    address: (address: string) => `Adresse : ${address}`,
    hours: (hours: string) => `Horaires : ${hours}`,
    whatsapp: 'Un message WhatsApp part dès que le téléphone retrouve le réseau :',
    kept: 'Pages gardées sur ce téléphone',
  },
  maintenance: {
    progress: 'Progression',
    progressLabel: 'Progression de la maintenance',
    estimated: 'Durée estimée',
    elapsed: 'Temps écoulé',
    improvements: 'Ce que nous améliorons',
    notifyMe: 'Être prévenu du retour du site',
    urgentContact: 'Contact urgent',
  },
  /** The pages a form posted before its page's script ran leads to (#63). */
  formSent: {
    quoteHeading: 'Demande de devis envoyée',
    quoteNext:
      'Gardez cette référence : elle vous sera demandée si vous nous appelez ou nous écrivez au sujet de cette demande.',
    newsletterHeading: 'Inscription à la newsletter',
    newsletterNext: NEWSLETTER_NEXT,
    refusedTitle: 'Envoi refusé',
    refusedLead: 'Votre formulaire n’a pas été enregistré :',
    back: 'Revenir au formulaire',
  },
  newsletter: {
    confirmedTitle: 'Inscription confirmée',
    confirmedText:
      'Merci ! Vous recevrez désormais notre newsletter. Chaque email contient un lien pour vous désinscrire à tout moment.',
    unsubscribedTitle: 'Désinscription effectuée',
    unsubscribedText:
      'Vous ne recevrez plus notre newsletter. Vous pouvez vous réinscrire à tout moment depuis le site.',
    invalidTitle: 'Lien invalide',
    invalidText:
      'Ce lien est invalide ou incomplet. Copiez l’adresse complète depuis l’email reçu, ou inscrivez-vous à nouveau depuis le site.',
    expiredTitle: 'Lien expiré',
    expiredText: (days: number) =>
      `Ce lien de confirmation a plus de ${days} jours. Inscrivez-vous à nouveau depuis le site pour en recevoir un nouveau.`,
    usedTitle: 'Lien déjà utilisé',
    usedText:
      'Ce lien de confirmation a déjà servi, ou un lien plus récent l’a remplacé. Si vous ne recevez pas notre newsletter, inscrivez-vous à nouveau depuis le site.',
  },
  customerQuote: {
    steps: [...QUOTE_CUSTOMER_STEPS] as [string, string, string, string],
    title: (reference: string) => `Votre demande de devis ${reference}`,
    received: (date: string, name: string) => `Reçue le ${date} · ${name}`,
    progress: 'Avancement de la demande',
    stepDone: ' (fait)',
    stepToCome: ' (à venir)',
    closed: 'Cette demande est close. Pour une nouvelle demande, écrivez-nous ou appelez-nous.',
    totalHT: 'Total HT',
    vat: (rate: string) => `TVA (${rate} %)`,
    /** Also the /api contract's refusal (`fr.quotes.expired`). */
    expired: (date: string) =>
      `Ce devis n’est plus valable depuis le ${date} : il ne peut plus être accepté. Demandez-nous une nouvelle version.`,
    notFound: 'Demande de devis introuvable',
    totalTTC: 'Total TTC',
    accepted: (date: string, name: string) =>
      `Devis accepté le ${date}${name ? ` par ${name}` : ''}. Merci ! Notre équipe vous contacte pour la suite.`,
    refused: (date: string) =>
      `Vous avez refusé ce devis le ${date}. Pour une nouvelle version, écrivez-nous.`,
    quote: (title: string) => `Devis ${title}`,
    sent: (date: string, until: string) => `Envoyé le ${date} · valable jusqu’au ${until}`,
    pdf: 'Télécharger le devis (PDF)',
    whatsapp: 'Discuter sur WhatsApp',
    asked: 'Votre demande',
    fields: {
      subject: 'Objet',
      service: 'Service',
      equipment: 'Équipement concerné',
      budget: 'Budget',
      message: 'Message',
    },
    private: (phone: string) =>
      `Cette page est personnelle : ne transmettez son adresse qu’à qui doit lire le devis. Une question ? Appelez-nous au ${phone}.`,
    quantities: QUANTITIES,
    machines: { one: '{count} engin', other: '{count} engins' },
    rentalPeriod: (first: string, last: string, days: string) =>
      `location du ${first} au ${last} (${days})`,
    rentalHalfDay: (day: string, half: string) => `location le ${day}, ${half}`,
    halfDays: { morning: 'matin', afternoon: 'après-midi' },
    contract: {
      heading: 'Contrat de location',
      title: (reference: string, version: number) =>
        `Contrat de location ${reference}, version ${version}`,
      period: (first: string, last: string) => `du ${first} au ${last}`,
      halfDay: (day: string, half: string) => `le ${day}, ${half}`,
      intro: (title: string, period: string) =>
        `${title}, pour la location ${period}. Lisez-le, puis signez-le ici avec le code que nous vous envoyons par email.`,
      pdf: 'Lire le contrat (PDF)',
      fingerprint: 'Empreinte SHA-256 du PDF :',
      accepted: (date: string, name: string) => `Contrat signé le ${date} par ${name}.`,
      signedPdf: 'Télécharger le contrat signé (PDF)',
    },
    extension: {
      heading: 'Prolonger la location',
      intro: (end: string) =>
        `La location se termine le ${end}. Besoin des engins plus longtemps ? Demandez-le ici : nous vérifions qu’ils sont libres et vous répondons.`,
      asked: (end: string, free: string | null) =>
        `Prolongation jusqu’au ${end} demandée : notre équipe vous répond.${free ? (free === end ? ' Les engins sont libres jusque-là.' : ` Les engins ne sont libres que jusqu’au ${free}.`) : ' Les engins ne sont pas libres après la fin prévue.'}`,
      proposed: (end: string) =>
        `Nous pouvons prolonger la location jusqu’au ${end}. Acceptez cette date pour que le contrat suive.`,
      accepted: (end: string) =>
        `Location prolongée jusqu’au ${end} : signez la nouvelle version du contrat ci-dessus.`,
      refused: (end: string) =>
        `Votre demande de prolongation jusqu’au ${end} n’a pas pu être acceptée. Appelez-nous pour en parler.`,
    },
  },
  /** The words both PDFs share: the catalogue's and the sent quote's. */
  pdf: {
    phone: 'Téléphone',
    email: 'Email',
    pageNumber: (page: number, total: number) => `Page ${page} / ${total}`,
    /** The company's legal mentions on every document (settings, « Mentions légales »). */
    taxId: 'NIF',
    tradeRegister: 'RCCM',
    bank: 'Banque',
    bankAccount: 'IBAN / RIB',
    payment: 'Règlement par virement',
    stamp: 'Cachet et signature',
  },
  /** The sent quote's PDF, in the language of the request (its page's other words above). */
  quotePdf: {
    fileName: (reference: string, version: number) => `devis-${reference}-v${version}.pdf`,
    heading: 'DEVIS',
    date: (date: string) => `Date : ${date}`,
    validUntil: (date: string) => `Valable jusqu’au : ${date}`,
    customer: 'Client',
    subject: (subject: string) => `Objet : ${subject}`,
    designation: 'Désignation',
    quantity: 'Quantité',
    unitPrice: 'Prix unitaire',
    conditions: 'Conditions',
    acceptOnline: 'Pour accepter ce devis en ligne, ou en discuter avec nous :',
  },
  /** The fixed pages' titles: their metadata, and the admin's statistics (in French). */
  pageTitles: {
    home: 'Accueil',
    departments: 'Nos départements',
    services: 'Nos services',
    equipment: 'Location et vente d’équipements',
    maintenance: 'Maintenance',
  },
  /** The legal pages' built-in titles (the admin may save others) and descriptions. */
  legalPages: {
    privacy: {
      title: 'Politique de confidentialité',
      description:
        'Quelles données le site recueille, pourquoi, combien de temps et comment exercer vos droits.',
    },
    terms: {
      title: 'Conditions générales',
      description:
        'Les conditions des devis, prestations, locations et ventes de BK Multiservices.',
    },
    notice: {
      title: 'Mentions légales',
      description: 'L’éditeur du site, la propriété intellectuelle et la responsabilité.',
    },
  },
  /** The mails a visitor receives (the team's stay in French, beside what sends them: src/features/quotes/mails.ts…). */
  mails: {
    hello: (firstName: string) => (firstName ? `Bonjour ${firstName},` : 'Bonjour,'),
    follow: 'Suivre ma demande',
    whatsapp: 'Nous écrire sur WhatsApp',
    acknowledgement: {
      subject: (reference: string, company: string) =>
        `Votre demande de devis ${reference} a bien été reçue — ${company}`,
      body: (reference: string) =>
        `Nous avons bien reçu votre demande de devis et vous remercions de votre confiance. Sa référence : ${reference}. Notre équipe vous répondra dans les plus brefs délais.`,
      small: (phone: string) =>
        `Pour toute précision, rappelez cette référence en répondant à cet email ou en nous appelant au ${phone}. Le lien « Suivre ma demande » est personnel : ne le transmettez qu’à qui doit lire le devis. Si vous n’avez fait aucune demande, ignorez ce message.`,
    },
    quoteSent: {
      subject: (title: string, company: string) => `Votre devis ${title} — ${company}`,
      newVersion: (reference: string) =>
        `Voici la nouvelle version de votre devis ${reference} ; elle remplace la précédente.`,
      first: (reference: string) =>
        `Voici votre devis ${reference}, établi à partir de votre demande.`,
      totalHT: 'Total HT',
      vat: (rate: string) => `TVA (${rate} %)`,
      totalTTC: 'Total TTC',
      validUntil: 'Valable jusqu’au',
      open: 'Voir et accepter le devis',
      pdf: 'Télécharger le devis (PDF)',
      question: 'Une question ? Écrivez-nous sur WhatsApp',
      small: (phone: string) =>
        `Ces liens sont personnels : ne les transmettez qu’à qui doit lire le devis. Vous pouvez aussi répondre à cet email ou nous appeler au ${phone}.`,
    },
    reply: {
      subject: (reference: string, company: string) =>
        `Re: Votre demande de devis ${reference} — ${company}`,
      small: (phone: string, reference: string) =>
        `Répondez simplement à cet email, ou appelez-nous au ${phone}. Référence de votre demande : ${reference}.`,
    },
    accepted: {
      subject: (title: string, company: string) => `Devis ${title} accepté — ${company}`,
      body: (title: string, total: string) =>
        `Nous avons bien reçu votre acceptation du devis ${title}, d’un total de ${total} TTC. Merci de votre confiance : notre équipe vous contacte pour la suite.`,
      small: (phone: string) =>
        `Pour toute question, répondez à cet email ou appelez-nous au ${phone}.`,
    },
    contract: {
      readySubject: (title: string, company: string) => `${title} à signer — ${company}`,
      ready: (title: string) =>
        `Votre contrat est prêt (${title}). Lisez-le sur votre page, puis signez-le avec le code que nous vous enverrons par email.`,
      open: 'Lire et signer le contrat',
      codeSubject: (code: string, company: string) =>
        `${code} : votre code de signature — ${company}`,
      code: (code: string, title: string, minutes: number) =>
        `Votre code pour signer le contrat (${title}) : ${code}. Il est valable ${minutes} minutes.`,
      codeSmall:
        'Ne le communiquez à personne, pas même à notre équipe : il vaut signature. Si vous n’avez rien demandé, ignorez ce message.',
      signedSubject: (title: string, company: string) => `${title} signé — ${company}`,
      signed: (title: string, name: string) =>
        `${title} a été signé par ${name}. Le contrat signé, avec sa page de preuve, est joint à ce message en PDF : gardez-le.`,
      small: (phone: string) =>
        `Pour toute question, répondez à cet email ou appelez-nous au ${phone}.`,
    },
    extension: {
      subject: (reference: string, company: string) =>
        `Prolongation de votre location ${reference} — ${company}`,
      accepted: (end: string) =>
        `Votre location est prolongée jusqu’au ${end}. La nouvelle version du contrat est à signer sur votre page.`,
      proposed: (end: string) =>
        `Les engins ne sont pas libres jusqu’à la date demandée ; nous pouvons prolonger la location jusqu’au ${end}. Acceptez cette date sur votre page.`,
      refused: (end: string) =>
        `Nous ne pouvons pas prolonger la location jusqu’au ${end}. Appelez-nous pour chercher une solution.`,
      open: 'Ouvrir ma page',
    },
    newsletter: {
      subject: (company: string) => `Confirmez votre inscription à la newsletter — ${company}`,
      hello: 'Bonjour,',
      body: (company: string) =>
        `Cette adresse a été inscrite à la newsletter de ${company}. Pour recevoir nos actualités, confirmez votre inscription :`,
      confirm: 'Confirmer mon inscription',
      small:
        'Si vous n’avez rien demandé, ignorez ce message : sans confirmation, vous ne recevrez rien. Vous pouvez aussi vous désinscrire à tout moment :',
      unsubscribe: 'Me désinscrire',
    },
  },
} satisfies { meta: TextTree; client: TextTree; [section: string]: unknown }

export type SiteText = typeof fr
export type ClientText = SiteText['client']
