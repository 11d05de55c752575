/**
 * Words that many screens share, public and admin. A module of its own for the same reason as
 * `news.ts`: the public client components import these few strings, not all of `fr`.
 */
export const commonText = {
  retry: 'Réessayer',
  close: 'Fermer',
  category: 'Catégorie',
  allCategories: 'Toutes les catégories',
}
