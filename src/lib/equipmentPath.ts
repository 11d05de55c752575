/** The page of one machine. */
export const equipmentPath = (slug: string) => `/equipements/${encodeURIComponent(slug)}`
