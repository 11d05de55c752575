/** The case studies (« Réalisations », #44): their list, and one project's page. */
export const PROJECTS_PATH = '/realisations'

export const projectPath = (slug: string) => `${PROJECTS_PATH}/${slug}`

/** The list's filter by department: `/realisations?departement=hydraulique`. */
export const PROJECTS_DEPARTMENT_PARAM = 'departement'
