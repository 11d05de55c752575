/** Cache tags of the public site's readers; Payload hooks revalidate them on change. */
export const tags = {
  collection: (slug: string) => `collection:${slug}`,
  global: (slug: string) => `global:${slug}`,
} as const
