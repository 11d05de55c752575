import type { TextTree } from './template'

/**
 * The public site's French words (#45): the dictionary every other language copies, key for
 * key (`SiteText`). `client` is what the browser's components show: plain strings, `{name}` for
 * a value and `{ one, other }` for a count, since it crosses from the server as data.
 */
export const fr = {
  meta: { label: 'Français', htmlLang: 'fr', intl: 'fr-FR' },
  client: {
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
      openMenu: 'Ouvrir le menu',
      menu: 'Menu',
      closeMenu: 'Fermer le menu',
      description: 'Navigation du site',
      landmark: 'Navigation mobile',
    },
    whatsapp: {
      writeUs: 'Nous écrire sur WhatsApp',
      talkAboutIt: 'En parler sur WhatsApp',
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
    },
    newsletter: {
      failed: "L'inscription a échoué. Veuillez réessayer.",
      keptOffline:
        'Pas de réseau pour l’instant : votre inscription est gardée sur ce téléphone et partira dès le retour de la connexion.',
    },
    customerQuote: {
      answerFailed: 'Votre réponse n’a pas pu être envoyée. Vérifiez votre connexion et réessayez.',
      yourName: 'Votre nom (il figurera sur l’acceptation)',
      accept: 'Accepter le devis',
      refuse: 'Refuser',
      refuseReason: 'Pourquoi refusez-vous ce devis ? (facultatif)',
      confirmRefusal: 'Confirmer le refus',
    },
    offline: {
      home: 'Accueil',
      cataloguePdf: 'Catalogue des équipements (PDF)',
      nothingKept: 'Aucune page n’est encore gardée sur ce téléphone.',
    },
    partners: {
      landmark: 'Nos partenaires',
    },
  },
} satisfies { meta: TextTree; client: TextTree }

export type SiteText = typeof fr
export type ClientText = SiteText['client']
