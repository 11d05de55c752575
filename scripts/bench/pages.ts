/** The public pages the bench loads against nginx. */
export const LOAD_PAGES = ['/', '/equipements', '/actualites']

/** The pages Lighthouse measures (#27): those, and the seed's first machine. */
export const LIGHTHOUSE_PAGES = [...LOAD_PAGES, '/equipements/pelle-hydraulique-cat-320']
