/** A department as the "Affichage sur l'accueil" tab edits it (back office §2). */
export type HomepageDisplayRow = {
  id: string
  name: string
  isActive: boolean
  show: boolean
  featured: boolean
  title: string
  description: string
  order: number
}

const byOrder = (a: HomepageDisplayRow, b: HomepageDisplayRow) => a.order - b.order

/** Visible departments numbered from 1 in their order, then the hidden ones after them. */
export function renumber(rows: HomepageDisplayRow[]): HomepageDisplayRow[] {
  const sorted = [...rows].sort(byOrder)
  const ordered = [...sorted.filter((row) => row.show), ...sorted.filter((row) => !row.show)]
  return ordered.map((row, index) => ({ ...row, order: index + 1 }))
}

/** Swaps a visible department with its visible neighbour above (-1) or below (+1), then renumbers. */
export function moveAmongVisible(
  rows: HomepageDisplayRow[],
  id: string,
  direction: -1 | 1,
): HomepageDisplayRow[] {
  const ordered = renumber(rows)
  const visible = ordered.filter((row) => row.show)
  const from = visible.findIndex((row) => row.id === id)
  const to = from + direction
  if (from < 0 || to < 0 || to >= visible.length) return ordered
  const swapped = [...visible]
  ;[swapped[from], swapped[to]] = [swapped[to], swapped[from]]
  return renumber([
    ...swapped.map((row, index) => ({ ...row, order: index + 1 })),
    ...ordered.filter((row) => !row.show),
  ])
}
