import { commonText } from './common'

/**
 * The news screens' strings, still French only (#45: the browser's components take theirs from
 * `src/i18n/site`). A module of its own because components the article dialog renders in the
 * browser (its byline, its keywords) import it: importing `fr` would put every string of the
 * site and the admin into the public pages' JavaScript. `fr.news` is this same object.
 */
export const newsText = {
  sectionLoading: 'Chargement des dernières actualités...',
  loadError: 'Erreur lors du chargement des actualités',
  retry: commonText.retry,
  seeAll: (total: number) => `Voir toutes les actualités (${total})`,
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
  byAuthor: (author: string) => `Par ${author}`,
  summary: 'Résumé',
  keywords: 'Mots-clés',
  more: "Plus d'Actualités",
  backToList: 'Retour aux actualités',
}
