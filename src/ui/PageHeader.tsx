import type React from 'react'

type Props = {
  title: string
  description?: React.ReactNode
  badge?: string | null
  children?: React.ReactNode
}

/** The dark band that opens every inner page, with its single h1. */
export function PageHeader({ title, description, badge, children }: Props) {
  return (
    <div className="bg-gradient-to-br from-blue-900 via-blue-800 to-slate-900 text-white">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 md:py-20">
        {badge && (
          <p className="mb-3 inline-block rounded-full bg-white/10 px-4 py-1 text-sm font-semibold text-amber-300">
            {badge}
          </p>
        )}
        <h1 className="text-3xl font-extrabold md:text-5xl">{title}</h1>
        {description && <p className="mt-4 max-w-3xl text-lg text-blue-100">{description}</p>}
        {children}
      </div>
    </div>
  )
}
