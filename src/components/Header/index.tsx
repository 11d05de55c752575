import { Logo } from '@/components/Logo'
import type { TopBar } from '@/payload-types'

export function Header({ topBar }: { topBar: TopBar }) {
  const { branding, contact, display, cta } = topBar
  const items = [...(topBar.navigation?.items ?? [])]
    .filter((item) => item.isActive)
    .sort((a, b) => (a.order ?? 0) - (b.order ?? 0))

  return (
    <header className="sticky top-0 z-40 bg-white/95 shadow-sm backdrop-blur">
      <div className="hidden bg-slate-900 text-sm text-slate-200 md:block">
        <div className="mx-auto flex max-w-7xl gap-6 px-6 py-2">
          {display?.showPhone && contact?.phone && <a href={`tel:${contact.phone.replace(/\s/g, '')}`}>{contact.phone}</a>}
          {display?.showEmail && contact?.email && <a href={`mailto:${contact.email}`}>{contact.email}</a>}
          {display?.showAddress && contact?.address && <span>{contact.address}</span>}
        </div>
      </div>
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-6 py-3">
        <a href="/" className="flex items-center gap-3">
          {branding && <Logo branding={branding} />}
          <span>
            <span className="block text-lg font-bold leading-tight">{branding?.companyName}</span>
            <span className="block text-xs text-slate-600">{branding?.slogan}</span>
          </span>
        </a>
        <nav aria-label="Navigation principale" className="hidden gap-6 lg:flex">
          {items.map((item) => (
            <a key={item.id} href={item.href} className="font-medium text-slate-700 hover:text-blue-700">
              {item.name}
            </a>
          ))}
        </nav>
        {cta?.isActive && (
          <a href={cta.action ?? '/#contact'} className="rounded-lg bg-blue-700 px-4 py-2 font-semibold text-white hover:bg-blue-800">
            {cta.text}
          </a>
        )}
      </div>
    </header>
  )
}
