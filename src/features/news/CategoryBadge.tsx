import { NEWS_CATEGORY_COLORS, type NewsCategory } from '@/lib/labels'

/** Literal class names so Tailwind sees them; dark text on a light tint keeps contrast ≥ 4.5:1. */
const COLOR_CLASSES: Record<string, string> = {
  blue: 'bg-blue-100 text-blue-800',
  green: 'bg-green-100 text-green-800',
  purple: 'bg-purple-100 text-purple-800',
  orange: 'bg-orange-100 text-orange-800',
  gray: 'bg-slate-100 text-slate-800',
}

export function CategoryBadge({
  category,
  label,
  className = '',
}: {
  category: NewsCategory
  /** The category as the page's language names it. */
  label: string
  className?: string
}) {
  const colors = COLOR_CLASSES[NEWS_CATEGORY_COLORS[category]] ?? COLOR_CLASSES.gray
  return (
    <span
      className={`inline-block rounded-full px-3 py-1 text-xs font-semibold uppercase tracking-wide shadow-sm ${colors} ${className}`}
    >
      {label}
    </span>
  )
}
