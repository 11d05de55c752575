import { commonText } from './common'

/**
 * The news screens' strings, a module of their own because client components (cards' 'Lire la
 * suite', the article dialog) import them: importing `fr` would put every string of the site and
 * the admin into the public pages' JavaScript. `fr.news` is this same object.
 */
export const newsText = {
  sectionLoading: 'Chargement des dernières actualités...',
  loadError: 'Erreur lors du chargement des actualités',
  retry: commonText.retry,
  seeAll: (total: number) => `Voir toutes les actualités (${total})`,
  readMore: 'Lire la suite',
  listTitle: 'Actualités',
  listHeading: 'Toutes nos actualités',
  listDescription:
    "Chantiers, événements, conseils techniques et vie de l'entreprise : suivez l'actualité de BK Multiservices.",
  searchLabel: 'Rechercher une actualité',
  searchLandmark: 'Recherche dans les actualités',
  searchPlaceholder: 'Rechercher une actualité...',
  categoryLabel: commonText.category,
  allCategories: commonText.allCategories,
  filter: 'Filtrer',
  resultCount: (total: number) => (total > 1 ? `${total} actualités` : `${total} actualité`),
  empty: 'Aucune actualité trouvée',
  emptyHint: 'Essayez un autre mot-clé ou une autre catégorie.',
  resetFilters: 'Réinitialiser les filtres',
  pagination: 'Pagination des actualités',
  previous: 'Précédent',
  next: 'Suivant',
  page: (page: number) => `Page ${page}`,
  dialogDescription: "Détail de l'actualité",
  byAuthor: (author: string) => `Par ${author}`,
  share: 'Partager',
  linkCopied: 'Lien copié',
  copyFailed: 'Impossible de copier le lien',
  send: 'Envoyer',
  save: 'Sauvegarder',
  saved: 'Sauvegardé',
  summary: 'Résumé',
  keywords: 'Mots-clés',
  previousArticle: 'Article précédent',
  nextArticle: 'Article suivant',
  close: commonText.close,
  openPage: "Ouvrir la page de l'article",
  more: "Plus d'Actualités",
  backToList: 'Retour aux actualités',
}
