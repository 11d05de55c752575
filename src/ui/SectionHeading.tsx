type Props = {
  badge?: string | null
  title?: string | null
  subtitle?: string | null
  description?: string | null
  /** Light text on a dark section. */
  inverted?: boolean
}

/** The centred badge, title and text that open each home section. */
export function SectionHeading({ badge, title, subtitle, description, inverted = false }: Props) {
  return (
    <header className="mx-auto max-w-3xl text-center">
      {badge && (
        <p
          className={`inline-block rounded-full px-4 py-1 text-sm font-semibold uppercase tracking-wide ${inverted ? 'bg-white/10 text-amber-300' : 'bg-blue-100 text-blue-800'}`}
        >
          {badge}
        </p>
      )}
      {title && <h2 className="mt-4 text-3xl font-extrabold md:text-4xl">{title}</h2>}
      {subtitle && (
        <p className={`mt-3 text-lg ${inverted ? 'text-blue-100' : 'text-slate-700'}`}>
          {subtitle}
        </p>
      )}
      {description && (
        <p className={`mt-3 ${inverted ? 'text-blue-100' : 'text-slate-600'}`}>{description}</p>
      )}
    </header>
  )
}
