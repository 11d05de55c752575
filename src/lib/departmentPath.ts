import { DEPARTMENT_ID_TO_SLUG } from './labels'

const SLUG_TO_PATH_ID = new Map<string, string>(
  Object.entries(DEPARTMENT_ID_TO_SLUG).map(([id, slug]) => [slug, id]),
)

/** A department's part of its address: the spec's short id for a known slug, else the slug. */
export const departmentPathId = (slug: string) => SLUG_TO_PATH_ID.get(slug) ?? slug

/** The page of one department. */
export const departmentPath = (slug: string) =>
  `/departement/${encodeURIComponent(departmentPathId(slug))}`
