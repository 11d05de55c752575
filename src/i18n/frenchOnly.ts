import { RENTAL_DAYS_PER_MONTH } from '@/lib/constants'
import { MAX_DATA_DEPTH } from '@/lib/nesting'

import { fr as siteFr } from './site/fr'

/**
 * The labels of the collections that are feminine (« Page »): the others are masculine, and
 * Payload's own toasts, which take the label into one French sentence, say « créé ».
 */
const FEMININE_LABELS = new Set(['Page'])
const agreed = (label: string, participle: string) =>
  `${label} ${participle}${FEMININE_LABELS.has(label) ? 'e' : ''} avec succès`

/**
 * The spec's toasts of a save, « Département créé avec succès »: one wording for the /api
 * contract's messages and the admin's toasts.
 */
const saved = {
  created: (label: string) => agreed(label, 'créé'),
  updated: (label: string) => agreed(label, 'modifié'),
  deleted: (label: string) => agreed(label, 'supprimé'),
}

const INVALID_INPUT = 'Données invalides.'

/** French UI strings and API messages of the specification, grouped by screen. */
const RESET_NOT_KEPT =
  'Un lien de réinitialisation n’est jamais conservé : demandez-en un nouveau avec « Mot de passe oublié ? ».'

export const frenchOnly = {
  /** The title of every error toast of the admin (back office §8). */
  errorTitle: 'Erreur',
  /** A toast's close button, as a screen reader says it. */
  closeToast: 'Fermer la notification',
  /** Words the admin's screens share. */
  common: {
    retry: 'Réessayer',
  },
  /** /apercu's refusals (#44): the admin's preview of a draft. */
  preview: {
    badPath: 'Adresse d’aperçu invalide : seule une page de ce site peut être prévisualisée.',
    signedOut: 'Connectez-vous à l’administration pour voir un brouillon.',
  },
  auth: {
    invalidCredentials: 'Email ou mot de passe incorrect',
    serverError: 'Erreur serveur. Veuillez réessayer plus tard.',
    loginError: 'Erreur de connexion. Veuillez réessayer.',
    registerError: "Erreur lors de l'inscription",
    locked: 'Compte temporairement verrouillé après trop de tentatives. Réessayez dans 10 minutes.',
    tooManyRequests: 'Trop de requêtes. Veuillez réessayer dans quelques minutes.',
    loggedIn: 'Connexion réussie',
    loggedOut: 'Déconnexion réussie',
    sessionExpired: 'Votre session a expiré. Veuillez vous reconnecter.',
    registered: 'Compte créé avec succès',
    registrationClosed:
      'Inscription fermée : seul un super-administrateur peut créer de nouveaux comptes.',
    passwordChanged: 'Mot de passe modifié avec succès',
    wrongCurrentPassword: 'Le mot de passe actuel est incorrect.',
    passwordTooShort: 'Le mot de passe doit contenir au moins 8 caractères.',
    forgotPasswordSent:
      'Si un compte existe pour cette adresse, un email de réinitialisation vient d’être envoyé.',
    passwordReset: 'Mot de passe réinitialisé avec succès',
    invalidResetToken: 'Lien de réinitialisation invalide ou expiré.',
    twoFactor: {
      issuer: 'BK Multiservices',
      required: 'Saisissez le code de votre application d’authentification.',
      wrongCode: 'Code de vérification incorrect.',
      expired: 'La vérification a expiré : reconnectez-vous avec votre mot de passe.',
      noSetup: 'Commencez par « Activer la double authentification ».',
      unknownUser: 'Utilisateur introuvable.',
      enabled: 'Double authentification activée',
      disabled: 'Double authentification désactivée',
      forbidden: 'Seul un super-administrateur peut la désactiver pour un autre compte.',
      ownNeedsCode:
        'Pour votre propre compte, la désactivation demande un code de votre application (ou un code de secours).',
      alreadyOn:
        'La double authentification est déjà active : désactivez-la d’abord avec un code pour changer d’application.',
      passwordResetSignIn:
        'Mot de passe réinitialisé avec succès. Connectez-vous avec ce mot de passe et le code de votre application.',
      disableOtherConfirm:
        'Désactiver la double authentification de ce compte ? Son mot de passe suffira pour se connecter.',
    },
  },
  validation: {
    hexColor: 'Couleur invalide : utilisez le format hexadécimal, par exemple #1e40af.',
    requiredFields: 'Veuillez remplir tous les champs obligatoires',
    requiredNewsFields: 'Veuillez remplir tous les champs requis',
    partnerName: 'Veuillez saisir le nom du partenaire',
    linkNameAndHref: 'Veuillez saisir le nom et le lien',
    serviceName: 'Veuillez saisir le nom du service',
    logoLetters: 'Le logo texte ne peut pas dépasser 10 caractères.',
    progressRange: 'La progression doit être comprise entre 0 et 100.',
    emails: (wrong: string) => `Adresse email invalide : ${wrong}`,
    tooManyRecipients: (max: number) => `${max} adresses de réception au maximum.`,
    offerRequired: 'Choisissez au moins une offre : à louer ou à vendre.',
    lostReasonRequired: 'Indiquez pourquoi la demande est perdue.',
    lineLabelRequired: 'Indiquez la désignation de la ligne, ou choisissez un engin du parc.',
    linePriceRequired: 'Indiquez le prix unitaire : l’engin choisi n’en a pas pour cette unité.',
    quoteAmountTooLarge:
      'Le montant des lignes dépasse 10 000 milliards de FCFA : vérifiez les quantités et les prix.',
    whatsappNumber:
      'Numéro WhatsApp invalide : indiquez-le au format international, par exemple +227 90 12 34 56.',
    whatsappLandline:
      'Ce numéro est un fixe (+227 20 …) : WhatsApp ne peut pas l’ouvrir. Indiquez un numéro mobile, par exemple +227 90 12 34 56.',
    rentPriceRequired: 'Indiquez le prix par jour de la location.',
    salePriceRequired: 'Indiquez le prix de vente.',
    richTextUnknownNode: (type: string) =>
      `Le contenu contient un élément que l'éditeur ne connaît pas : ${type}`,
    richTextMalformed: "Le contenu est mal formé : l'éditeur ne pourrait pas l'ouvrir.",
    redirectFrom:
      'Indiquez une adresse de ce site ou de l’ancien, par exemple /nos-services.html : ni la page d’accueil, ni /admin, ni /api.',
    redirectTo:
      'Indiquez une adresse du site (commençant par /) ou une adresse complète (https://…).',
    redirectToItself: 'Une redirection ne peut pas mener à sa propre adresse.',
    redirectTaken: (from: string) => `L’adresse « ${from} » est déjà redirigée.`,
    slugTaken: (slug: string, title: string) =>
      `L’adresse « ${slug} » est déjà celle de « ${title} » : changez le nom ou le slug.`,
    departmentInUse: (name: string, total: number, titles: string[]) =>
      `Le département « ${name} » est celui de ${total} réalisation${total > 1 ? 's' : ''} (${titles.join(', ')}${total > titles.length ? '…' : ''}) : rattachez-${total > 1 ? 'les' : 'la'} à un autre département avant de le supprimer définitivement.`,
    slugTakenInTrash: (slug: string, title: string) =>
      `L’adresse « ${slug} » est encore celle de « ${title} », dans la corbeille : changez son slug ou videz la corbeille.`,
    slugReserved: (path: string) =>
      `L’adresse « ${path} » est déjà une page du site : choisissez un autre slug.`,
    unknownLocale: 'Cette langue n’est pas l’une de celles du site.',
  },
  upload: {
    tooLarge: (name: string, maxMb: number) =>
      `Le fichier ${name} est trop volumineux. Taille maximale: ${maxMb}MB`,
    tooLargeUnnamed: (maxMb: number) =>
      `Le fichier est trop volumineux. Taille maximale: ${maxMb}MB`,
    tooManyPixels: (name: string, width: number, height: number, frames: number, maxMp: number) =>
      `Le fichier ${name} est trop grand : ${width}×${height} pixels${frames > 1 ? ` sur ${frames} images` : ''}. Taille maximale : ${maxMp} mégapixels`,
    shrunk: (name: string, before: string, after: string) =>
      `Photo ${name} réduite avant l’envoi : ${before} → ${after}`,
    notImage: (name: string) => `Le fichier ${name} n'est pas une image valide`,
    notDocument: (name: string) => `Le fichier ${name} n'est pas un document valide`,
    failed: "Erreur lors de l'upload",
    multipartRequired: 'Les fichiers doivent être envoyés en multipart/form-data.',
    unreadable: 'Requête multipart illisible.',
    noFile: 'Aucun fichier reçu.',
    tooManyFiles: (max: number) => `${max} fichiers au maximum par envoi.`,
    notFound: 'Fichier introuvable',
    uploaded: (count: number) =>
      count > 1 ? `${count} fichiers envoyés avec succès` : 'Fichier envoyé avec succès',
    deleted: 'Fichier supprimé avec succès',
    invalidType: (type: string) => `Type d'upload invalide : ${type}`,
    imageNotFound: (reference: string) => `Image introuvable : ${reference}`,
  },
  api: {
    notFound: 'Route API introuvable',
    methodNotAllowed: 'Méthode non autorisée pour cette route',
    unauthenticated: 'Authentification requise',
    forbidden: 'Accès refusé',
    bodyTooLarge: 'Le corps de la requête est trop volumineux.',
    jsonRequired:
      'Le corps de la requête doit être envoyé en JSON (Content-Type: application/json).',
    invalidJson: "Le corps de la requête n'est pas un JSON valide.",
    invalidInput: INVALID_INPUT,
    tooDeep: `${INVALID_INPUT} Structure trop imbriquée (${MAX_DATA_DEPTH} niveaux au plus).`,
    invalidId: 'Identifiant invalide',
    malformedPath: 'Adresse invalide : encodage des caractères incorrect.',
    nonNumericIdInQuery: 'Critère de recherche invalide : un identifiant doit être un nombre.',
    missingRelation: `${INVALID_INPUT} Un élément lié (responsable, engin, image…) n’existe pas.`,
    databaseUnreachable: 'Base de données injoignable',
    invalidHexColor: 'couleur hexadécimale attendue (#1e40af)',
    invalidPhone: 'numéro de téléphone invalide',
  },
  departments: {
    notFound: 'Département introuvable',
    created: saved.created('Département'),
    updated: saved.updated('Département'),
    deleted: saved.deleted('Département'),
  },
  equipment: {
    notFound: 'Équipement introuvable',
    created: saved.created('Équipement'),
    updated: saved.updated('Équipement'),
    deleted: saved.deleted('Équipement'),
    activated: 'Équipement activé avec succès',
    deactivated: 'Équipement désactivé avec succès',
    featured: 'Équipement mis en vedette',
    unfeatured: 'Équipement retiré de la vedette',
  },
  /** A save or a deletion that failed on the server (back office §8), by what it was about. */
  saveFailed: {
    settings: 'Impossible de sauvegarder les paramètres.',
    section: 'Impossible de sauvegarder les paramètres de la section.',
    departmentCreate: 'Erreur lors de la création du département',
    departmentUpdate: 'Erreur lors de la modification du département',
    departmentDelete: 'Erreur lors de la suppression du département',
    articleSave: "Impossible de créer/modifier l'article",
    articleDelete: "Impossible de supprimer l'article",
    other: 'Erreur lors de la sauvegarde',
  },
  articles: {
    notFound: 'Actualité introuvable',
    created: saved.created('Article'),
    updated: saved.updated('Article'),
    deleted: saved.deleted('Article'),
  },
  sections: {
    notFound: 'Section introuvable',
    activated: 'Section activée',
    deactivated: 'Section désactivée',
  },
  topBar: {
    socialNotFound: 'Réseau social introuvable',
    navigationItemNotFound: 'Élément de menu introuvable',
  },
  maintenance: {
    started: 'Maintenance activée',
    stopped: 'Maintenance désactivée',
    progressUpdated: (progress: number) => `Progression mise à jour à ${progress}%`,
  },
  subscribers: {
    csvHeader: ['Adresse email', 'Inscrit depuis', "Date d'inscription"],
  },
  forms: {
    quoteSent: siteFr.contact.quoteSent,
    subscribed: siteFr.formSent.newsletterNext,
    unsubscribed: 'Vous êtes désinscrit de la newsletter.',
    unsubscribeOnPage: 'Confirmez la désinscription sur la page indiquée (data.page).',
    invalidNewsletterLink: 'Ce lien de newsletter est invalide ou incomplet.',
    invalidSubmissionKey:
      'La clé d’envoi (en-tête Idempotency-Key) doit compter de 16 à 100 lettres, chiffres ou tirets.',
    submissionKeyReused: 'Cette clé d’envoi a déjà servi pour une autre demande.',
  },
  /**
   * An admin screen whose data could not be read (back office §8), by screen; the title of the
   * spec's toasts, and its dashboard's retry (reload) button.
   */
  loadFailed: {
    title: 'Erreur',
    topBar: 'Impossible de charger les paramètres de la Top Bar.',
    equipmentSection: 'Impossible de charger les paramètres de la section Équipements',
    homepage: 'Erreur lors du chargement des paramètres',
    maintenance: 'Impossible de charger le statut de maintenance.',
    news: 'Impossible de charger les actualités',
    departments: 'Erreur lors du chargement des départements',
    equipment: 'Erreur lors du chargement des équipements',
    other: 'Erreur lors du chargement des données',
    retry: 'Réessayer',
  },
  admin: {
    /** Under an address's field (#45). */
    slugFromName: 'Généré à partir du nom si laissé vide.',
    slugInOtherLanguage:
      'L’adresse de cette langue : laissée vide, l’adresse française sert aussi. « Déverrouiller » puis « Générer » la fait à partir du nom de cette langue.',
    protectedFooterNotice:
      'Liens protégés : les liens rapides et les services essentiels du site (accueil, départements, équipements, actualités…) peuvent être désactivés mais pas supprimés.',
    maintenanceStartFailed: "Impossible d'activer le mode maintenance.",
    maintenanceStopFailed: 'Impossible de désactiver le mode maintenance.',
    progressFailed: 'Impossible de mettre à jour la progression.',
    messageUpdateFailed: 'Impossible de mettre à jour le message.',
    departmentActivated: 'Département activé avec succès',
    departmentDeactivated: 'Département désactivé avec succès',
    departmentToggleFailed: 'Erreur lors du changement de statut',
    articlePublished: 'Article publié avec succès',
    articleDrafted: 'Article mis en brouillon avec succès',
    articleUpdateFailed: "Impossible de mettre à jour l'article",
    sectionSaved: 'Section sauvegardée',
    refreshConfirm:
      'Les modifications non enregistrées seront perdues : recharger les paramètres enregistrés ?',
    refreshFailed: 'Impossible de charger les paramètres.',
    settingsSaved: 'Paramètres sauvegardés',
    /** The account's settings screen (back office §2, « Paramètres »). */
    accountSaved: 'Les paramètres ont été sauvegardés avec succès',
    /** Toasts of the admin's saves and deletions, by the collection's label. */
    ...saved,
    // several departments' homepage display saved at once (back office §8's « modifications »)
    changesSaveFailed: 'Impossible de sauvegarder les modifications.',
    sectionUpdateFailed: 'Impossible de mettre à jour la section.',
    deleteConfirm:
      'Vous êtes sur le point de supprimer <1>{{title}}</1> ({{label}}). Cette action est irréversible.',
    deleteManyConfirm:
      'Vous êtes sur le point de supprimer {{count}} {{label}}. Cette action est irréversible.',
    /** The trash (#44), in words that fit every (masculine) label. */
    trash: {
      confirm:
        'Vous êtes sur le point de mettre <1>{{title}}</1> ({{label}}) à la corbeille. Il disparaît du site ; un administrateur peut le restaurer tant que la corbeille n’est pas vidée.',
      confirmMany: 'Vous êtes sur le point de mettre {{count}} {{label}} à la corbeille.',
      done: '{{label}} « {{title}} » mis à la corbeille.',
      doneMany: '{{count}} {{label}} mis à la corbeille.',
      restoreConfirm:
        'Vous êtes sur le point de restaurer <1>{{title}}</1> ({{label}}) : il revient sur le site.',
      // Payload restores an item with drafts as a draft, unless its box is checked
      restoreAsDraftConfirm:
        'Vous êtes sur le point de restaurer <1>{{title}}</1> ({{label}}) en brouillon : il ne revient sur le site qu’une fois publié, ou aussitôt si vous cochez la case ci-dessous.',
      restoreManyAsDraftConfirm:
        'Vous êtes sur le point de restaurer {{count}} {{label}} en brouillon : ils ne reviennent sur le site qu’une fois publiés, ou aussitôt si vous cochez la case ci-dessous.',
      restoreAsPublished: 'Le remettre aussi sur le site (publié)',
      restored: '{{label}} « {{title}} » restauré.',
      readOnly: '{{label}} dans la corbeille, en lecture seule : restaurez-le pour le modifier.',
      empty: 'La corbeille est vide : {{label}}.',
      deleteForGood:
        'Vous êtes sur le point de supprimer définitivement <1>{{title}}</1> ({{label}}). Cette action est irréversible.',
    },
    protectedItem: (name: string) =>
      `« ${name} » est protégé : il ne peut pas être supprimé, seulement désactivé.`,
    topBarResetConfirm:
      'Rétablir tous les paramètres par défaut de la barre supérieure (contact, réseaux, logo, menu, affichage) ? Cette action est irréversible.',
    topBarResetDone: 'Paramètres réinitialisés',
    topBarResetFailed: 'Impossible de réinitialiser les paramètres.',
    protectedBadge: 'Protégé',
    itemAdded: (name: string) => `${name} a été ajouté avec succès`,
    partnerAdded: 'Partenaire ajouté',
    linkAdded: 'Lien ajouté',
    serviceAdded: 'Service ajouté',
    categoryAdded: 'Catégorie ajoutée',
    equipmentAdded: 'Équipement ajouté',
    removeRowConfirm: (name: string) =>
      `Supprimer ${name ? `« ${name} »` : 'cet élément'} ? Cette action est irréversible.`,
    criticalNavChange: {
      name: (name: string, href: string) =>
        `« ${name} » (${href}) est un lien essentiel du menu. Voulez-vous vraiment changer son nom ?`,
      href: (name: string, href: string) =>
        `« ${name} » (${href}) est un lien essentiel du menu. Changer son lien peut rendre une partie du site introuvable. Continuer ?`,
      deactivate: (name: string, href: string) =>
        `« ${name} » (${href}) est un lien essentiel du menu. Le désactiver le retire du menu du site. Continuer ?`,
    },
    protectedHint: 'Élément protégé : il peut être désactivé mais pas supprimé.',
  },
  quotes: {
    notFound: siteFr.customerQuote.notFound,
    noLines: 'Ajoutez au moins une ligne au devis avant de l’envoyer.',
    noTotal:
      'Le total de ce devis ne peut pas être calculé : vérifiez les quantités et les prix des lignes.',
    noEmail: 'Cette demande n’a pas d’adresse email : le devis ne peut pas être envoyé.',
    sent: (title: string, email: string) => `Devis ${title} envoyé à ${email}`,
    noQuote: 'Aucun devis n’a encore été envoyé pour cette demande.',
    expired: siteFr.customerQuote.expired,
    alreadyRefused: 'Ce devis a été refusé : demandez-nous une nouvelle version pour l’accepter.',
    alreadyAccepted: 'Ce devis est déjà accepté.',
    newVersion:
      'Une nouvelle version de ce devis vient de vous être envoyée : rechargez la page pour la lire.',
    accepted: siteFr.client.customerQuote.accepted,
    refused: siteFr.client.customerQuote.refused,
    /** The request's « Raison de la perte » when the customer refuses its quote. */
    lostByRefusal: (title: string, reason: string | null | undefined) =>
      `Devis ${title} refusé par le client${reason ? ` : ${reason}` : ' (sans raison donnée)'}`,
    nameRequired: 'Indiquez votre nom pour accepter le devis.',
    replyInvalid: (max: number) =>
      `Écrivez votre réponse (${max.toLocaleString('fr-FR')} caractères au plus).`,
    replied: (email: string) => `Réponse envoyée à ${email}`,
    saveFirst: 'Enregistrez d’abord les modifications : le devis part des lignes enregistrées.',
    changedSincePreview:
      'Le devis a changé depuis l’aperçu (lignes, conditions ou version) : relisez le nouvel aperçu avant de l’envoyer.',
    actionFailed: 'L’action n’a pas abouti. Réessayez.',
    /** A rental line the stock cannot hold when the quote is sent (#61): nothing was sent. */
    noStockToSend: (shortage: string) =>
      `Devis non envoyé : ${shortage} Changez les dates ou la quantité de la ligne, ou désactivez les options à l’envoi dans les paramètres généraux.`,
    /** The customer accepts, but the machines went meanwhile: nothing is confirmed. */
    noStockToAccept:
      'Les engins de ce devis ne sont plus libres à ces dates : votre acceptation n’a pas pu être enregistrée. Notre équipe vous contacte pour vous proposer d’autres dates.',
    noStockTold: (title: string) => `Devis ${title} : acceptation impossible, engins plus libres`,
  },
  /** The customer's contract actions on their page (#62): POST /api/contracts/:reference/… */
  contracts: {
    notFound: 'Contrat introuvable',
    newVersion:
      'Une nouvelle version du contrat a été préparée : rechargez la page pour la lire avant de la signer.',
    changed:
      'Le contrat affiché n’est plus celui que vous avez ouvert : rechargez la page et relisez-le avant de le signer.',
    alreadySigned: 'Ce contrat est déjà signé.',
    consentRequired: 'Cochez la case « J’ai lu le contrat… » pour le signer.',
    nameRequired: 'Indiquez votre nom pour signer le contrat.',
    codeFormat: 'Le code reçu par email a 6 chiffres.',
    dayFormat: 'Une date au format AAAA-MM-JJ.',
    codeSent: (email: string, minutes: number, phone: string | null) =>
      `Un code à 6 chiffres vient d’être envoyé à ${email}${phone ? ` et par SMS au ${phone}` : ''}. Il est valable ${minutes} minutes.`,
    codeTooSoon: (seconds: number) =>
      `Un code vient d’être envoyé : attendez ${seconds} secondes avant d’en demander un autre.`,
    codeFirst: 'Demandez d’abord le code par email.',
    codeExpired: 'Ce code n’est plus valable : demandez-en un nouveau.',
    codeUsedUp: 'Trop d’essais avec ce code : demandez-en un nouveau.',
    codeWrong: (left: number) =>
      `Code incorrect : encore ${left} essai${left > 1 ? 's' : ''} avant d’en demander un nouveau.`,
    signed: 'Merci ! Votre signature est enregistrée : le contrat signé vous est envoyé par email.',
    signFirst: 'Signez d’abord le contrat de cette location pour la prolonger.',
    extensionAsked: (end: string) =>
      `Demande de prolongation jusqu’au ${end} envoyée : notre équipe vous répond.`,
    extensionTaken: (end: string) =>
      `Location prolongée jusqu’au ${end} : signez la nouvelle version du contrat.`,
  },
  emails: {
    notFound: 'Email introuvable',
    resent: 'Email renvoyé : une copie part maintenant (voir la nouvelle ligne du journal)',
    resendFailed: 'Impossible de renvoyer cet email.',
    /** Why a mail whose secret was never stored cannot be sent again, by its kind. */
    secretNotKept: (kind: string | undefined) =>
      kind === 'code'
        ? 'Un code de signature n’est jamais conservé ni renvoyé par l’équipe : le client en demande un nouveau sur sa page (« Renvoyer un code »).'
        : RESET_NOT_KEPT,
  },
  backup: {
    superAdminOnly: 'Seul un super-administrateur peut télécharger une sauvegarde.',
    none: 'Aucune sauvegarde pour l’instant.',
    latest: (date: string, size: string) => `Dernière sauvegarde : ${date} (${size})`,
    failed: 'La sauvegarde a échoué.',
    done: 'Sauvegarde téléchargée',
    restoreHint:
      'La base et les fichiers envoyés, dans une archive gardée aussi sur le serveur (dossier backups), que « Restaurer une sauvegarde » ci-dessous sait remettre en place.',
    // npm run backup's console (the daily timer's journal)
    invalidKeep: (value: string) =>
      `BACKUP_KEEP doit être un nombre entier d'archives à garder, 1 au moins (reçu : « ${value} »).`,
    copied: (bucket: string, key: string) => `Copie dans le bucket : s3://${bucket}/${key}`,
    copyFailed: (archive: string, bucket: string, reason: string) =>
      `La copie de ${archive} vers le bucket « ${bucket} » a échoué (${reason}) : l'archive reste sur le serveur, elle n'est pas hors de la machine. Vérifiez les variables S3_*, puis relancez npm run backup.`,
    resetDone: 'Site réinitialisé',
    archiveTooLarge:
      'L’archive dépasse 2 Go : copiez-la sur le serveur et restaurez-la avec npm run restore.',
    archiveNotGzip: 'Archive refusée : ce fichier n’est pas une archive .tar.gz.',
    archiveReceived: (name: string) => `Archive reçue : ${name}`,
    archiveChecked: 'Archive vérifiée : elle peut être restaurée.',
    restoreSuperAdminOnly: 'Seul un super-administrateur peut restaurer une sauvegarde.',
    restored: (date: string) => `Sauvegarde du ${date} restaurée. Le site est de nouveau en ligne.`,
    restoreFailed: 'La restauration a échoué : les données du site n’ont pas changé.',
    otherInstancesBusy:
      'Des enregistrements sont encore en cours sur une autre instance du site : réessayez la restauration dans une minute.',
    writesClosed:
      'Une restauration des données est en cours : rien ne peut être enregistré pour l’instant. Réessayez dans une minute.',
    restoreHintOnline:
      'Remplace la base et les fichiers envoyés par ceux de l’archive. Une sauvegarde de l’état actuel est faite juste avant, et le site est en maintenance pendant la restauration.',
    optimized: (before: string, after: string) =>
      `Base de données optimisée : ${before} → ${after}`,
    optimizeFailed: 'Impossible d’optimiser la base de données.',
    optimizeSuperAdminOnly: 'Seul un super-administrateur peut optimiser la base de données.',
    optimizeHint:
      'Réécrit la base sans la place laissée par les données supprimées et met à jour ses statistiques de recherche : le site reste en ligne, les enregistrements attendent la fin (quelques secondes).',
    resetWrongName: (name: string) =>
      `Pour confirmer, tapez exactement le nom de l’entreprise : « ${name} ».`,
    resetSuperAdminOnly: 'Seul un super-administrateur peut réinitialiser le site.',
    resetHint:
      'Remet chaque section de la page d’accueil, la barre supérieure et le pied de page à leurs valeurs par défaut. Les comptes, messages, articles, équipements, départements et fichiers restent. Une sauvegarde est faite juste avant.',
    pruned: (keep: number, names: string[]) =>
      `Anciennes sauvegardes supprimées (BACKUP_KEEP=${keep}) : ${names.join(', ')}`,
  },
  messages: {
    notFound: 'Message introuvable',
    marked: (status: string) => `Message marqué « ${status} »`,
  },
  analytics: {
    loadFailed: 'Erreur lors du chargement des données analytics',
    refreshed: 'Données actualisées',
    resetConfirm:
      'Êtes-vous sûr de vouloir réinitialiser toutes les statistiques ? Cette action est irréversible.',
    resetDone: 'Analytics réinitialisés',
    resetFailed: 'Impossible de réinitialiser les analytics.',
    updated: 'Statistiques mises à jour',
    pageViewNotFound: 'Page vue introuvable pour cette session',
    /** What the « revenue » figures are: an estimate from what is on rent, not takings. */
    revenueLabel: 'Revenu locatif estimé (mois)',
    revenueHow: `Équipements en location × prix par jour × ${RENTAL_DAYS_PER_MONTH} jours`,
    revenueNote: `trends.revenue et equipment.totalRevenue : revenu locatif mensuel estimé des équipements en location (prix par jour × ${RENTAL_DAYS_PER_MONTH} jours), pas un chiffre d’affaires encaissé ; tendances comparées au relevé des locations d’il y a 30 jours.`,
  },
  storage: {
    missingCredentials: (bucket: string, missing: string[]) =>
      `${bucket} est défini mais ${missing.join(' et ')} ${missing.length > 1 ? 'manquent' : 'manque'} : les fichiers ne peuvent pas être envoyés vers le bucket. Définissez ${missing.length > 1 ? 'ces variables' : 'cette variable'}, ou retirez ${bucket} pour garder les fichiers sur le disque local.`,
    invalidEndpoint: (name: string, value: string) =>
      `${name} n'est pas une adresse http(s) valide : « ${value} » (exemple : https://s3.fr-par.scw.cloud).`,
  },
  server: {
    unexpected: 'Une erreur inattendue est survenue. Veuillez réessayer plus tard.',
    notFound: 'Ressource introuvable',
  },
} as const
