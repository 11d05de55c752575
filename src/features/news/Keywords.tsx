import { Tag } from 'lucide-react'

/** The article's tags; the heading level follows the page (h3 in the dialog, h2 on the page). */
export function Keywords({
  tags,
  headingLevel,
  label,
}: {
  tags: string[]
  headingLevel: 2 | 3
  /** « Mots-clés », from the page's dictionary. */
  label: string
}) {
  if (!tags.length) return null
  const Heading = `h${headingLevel}` as const
  return (
    <div>
      <Heading className="flex items-center gap-2 text-sm font-semibold uppercase tracking-wide text-slate-700">
        <Tag aria-hidden="true" className="h-4 w-4" />
        {label}
      </Heading>
      <ul className="mt-3 flex flex-wrap gap-2">
        {tags.map((tag) => (
          <li key={tag} className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-700">
            {tag}
          </li>
        ))}
      </ul>
    </div>
  )
}
