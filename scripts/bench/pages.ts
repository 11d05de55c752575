/** The public pages the bench loads against nginx. */
export const LOAD_PAGES = ['/', '/equipements', '/actualites']

/** The pages Lighthouse measures (#27): those, the seed's first machine, and both in English (#45). */
export const LIGHTHOUSE_PAGES = [
  ...LOAD_PAGES,
  '/equipements/pelle-hydraulique-cat-320',
  '/en',
  '/en/equipment/pelle-hydraulique-cat-320',
]

/** The pages whose first-visit JavaScript has a budget (#63): the home pages, a list, a machine. */
export const JAVASCRIPT_PAGES = [
  '/',
  '/equipements',
  '/equipements/pelle-hydraulique-cat-320',
  '/en',
] as const

/** The pages measured on slow 3G and 2G, first visit, visit again and offline (#43). */
export const SLOW_NETWORK_PAGES = ['/', '/equipements', '/equipements/pelle-hydraulique-cat-320']
