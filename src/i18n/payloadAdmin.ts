import { frenchOnly } from './frenchOnly'

/**
 * Payload's French where it differs from the spec or hedges on gender (« Créer un(e) nouveau ou
 * nouvelle », « Choisir parmi les existant(e)s »): the spec's wording for a refused login (§8)
 * and for deletions (§5), and plain French that fits every label.
 */
export const payloadAdminFrench = {
  error: {
    emailOrPasswordIncorrect: frenchOnly.auth.invalidCredentials,
    userLocked: frenchOnly.auth.locked,
  },
  general: {
    aboutToDelete: frenchOnly.admin.deleteConfirm,
    aboutToDeleteCount_one: frenchOnly.admin.deleteManyConfirm,
    aboutToDeleteCount_many: frenchOnly.admin.deleteManyConfirm,
    aboutToDeleteCount_other: frenchOnly.admin.deleteManyConfirm,
    aboutToPermanentlyDelete: frenchOnly.admin.trash.deleteForGood,
    aboutToTrash: frenchOnly.admin.trash.confirm,
    // the list's first tab, beside « Corbeille » (« Tout Équipements » otherwise)
    all: 'Tout :',
    aboutToTrashCount: frenchOnly.admin.trash.confirmMany,
    aboutToRestore: frenchOnly.admin.trash.restoreConfirm,
    aboutToRestoreAsDraft: frenchOnly.admin.trash.restoreAsDraftConfirm,
    aboutToRestoreAsDraftCount: frenchOnly.admin.trash.restoreManyAsDraftConfirm,
    restoreAsPublished: frenchOnly.admin.trash.restoreAsPublished,
    documentIsTrashed: frenchOnly.admin.trash.readOnly,
    noTrashResults: frenchOnly.admin.trash.empty,
    titleRestored: frenchOnly.admin.trash.restored,
    titleTrashed: frenchOnly.admin.trash.done,
    trashedCountSuccessfully: frenchOnly.admin.trash.doneMany,
    createNew: 'Ajouter',
    // « Tous les paramètres régionaux » otherwise; the schedule's drawer says it too (patches/)
    allLocales: 'Toutes les langues',
    // the menu of the content's language (#45), « Paramètres régionaux » otherwise
    locale: 'Langue du contenu',
    locales: 'Langues du contenu',
    createNewLabel: 'Ajouter : {{label}}',
    creatingNewLabel: 'Nouvel élément : {{label}}',
    created: 'Création',
    createdAt: 'Créé le',
    deletedSuccessfully: 'Supprimé avec succès.',
    descending: 'Décroissant',
    none: 'Aucun',
    // an empty list cell (« <Pas de Prix de vente (FCFA)> » on every row otherwise)
    noLabel: '—',
    noResults: 'Aucun élément dans « {{label}} » ne correspond à ces critères.',
    payloadSettings: 'Préférences de l’administration',
    perPage: '{{limit}} par page',
    submitting: 'Envoi…',
    // the schedule's date and time (« Temps » is a duration or the weather)
    time: 'Date et heure',
    // the caption of the schedule's hours (react-datepicker's « Time »; patches/)
    timeOfDay: 'Heure',
    // Payload's French names its placeholder {{titre}}, which nothing fills
    schedulePublishFor: 'Planifier la publication de « {{title}} »',
    // every collection's singular label is masculine (« Fichier image » for the media)
    successfullyCreated: frenchOnly.admin.created('{{label}}'),
    successfullyDuplicated: '{{label}} dupliqué avec succès',
    titleDeleted: frenchOnly.admin.deleted('{{label}}'),
  },
  fields: {
    addNew: 'Ajouter',
    addNewLabel: 'Ajouter : {{label}}',
    chooseFromExisting: 'Choisir un fichier déjà envoyé',
    chooseLabel: 'Choisir : {{label}}',
    newLabel: 'Nouvel élément : {{label}}',
    uploadNewLabel: 'Envoyer un nouveau fichier : {{label}}',
  },
  // the content's languages (#59): « Copier vers le lieu », « Locale à publier » otherwise
  localization: {
    cannotCopySameLocale: 'Impossible de copier vers la même langue',
    copyFrom: 'Copier depuis',
    copyFromTo: 'Copier : {{from}} → {{to}}',
    copyTo: 'Copier vers',
    copyToLocale: 'Copier vers une autre langue',
    localeToPublish: 'Langue à publier',
    selectLocaleToCopy: 'Choisissez la langue à copier',
    selectLocaleToDuplicate: 'Choisissez les langues à dupliquer',
  },
  version: {
    // the and WordPress's word (#44), over « Programmer la publication »
    schedulePublish: 'Planifier la publication',
    noRowsFound: 'Aucun élément trouvé : {{label}}',
    restoredSuccessfully: 'Restauré avec succès.',
  },
}
