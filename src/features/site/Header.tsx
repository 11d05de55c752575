import { Search } from 'lucide-react'

import { Logo } from './Logo.client'
import { LanguageSwitcher } from './LanguageSwitcher.client'
import { MobileDrawer } from './MobileDrawer.client'
import { NavLinks } from './NavLinks.client'
import { AnchorLink } from '@/ui/AnchorLink.client'
import { otherLanguages, sitePath, siteText } from '@/i18n/site'
import { type CompanyContact, withOverrides } from '@/lib/company'
import { SEARCH_PATH } from '@/lib/sitePaths'
import type { TopBar } from '@/generated/payload-types'
import { linkTarget } from '@/features/home/catalog'

import { TopBarStrip } from './TopBarStrip'

/**
 * Sticky header: top bar (with the site search's box from 1024 px), branding, the active
 * navigation items by order (a magnifier leading to /recherche below 1024 px), call to action.
 */
export function Header({ topBar, company }: { topBar: TopBar; company: CompanyContact }) {
  const { branding, cta } = topBar
  const contact = withOverrides(company, topBar.contact)
  const items = [...(topBar.navigation?.items ?? [])]
    .filter((item) => item.isActive)
    .sort((a, b) => (a.order ?? 0) - (b.order ?? 0))
    .map((item) => ({
      id: item.id ?? item.href,
      name: item.name,
      ...linkTarget(item.href, sitePath),
    }))
  const languages = otherLanguages()
  const action =
    cta?.isActive && cta.text
      ? { text: cta.text, target: linkTarget(cta.action || '/#contact', sitePath) }
      : null

  return (
    <header className="sticky top-0 z-40 bg-white shadow-sm">
      <TopBarStrip topBar={topBar} contact={contact} />
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3 sm:px-6">
        <a href={sitePath('/')} className="flex min-w-0 items-center gap-3">
          {branding && <Logo branding={branding} />}
          <span className="min-w-0">
            <span className="block truncate text-lg font-bold leading-tight">
              {branding?.companyName}
            </span>
            <span className="block truncate text-xs text-slate-600">{branding?.slogan}</span>
          </span>
        </a>
        <nav aria-label={siteText().site.mainNavigation} className="hidden shrink-0 lg:block">
          <NavLinks items={items} variant="bar" />
        </nav>
        <div className="flex items-center gap-2">
          <div className="hidden sm:block">
            <LanguageSwitcher
              languages={languages}
              label={siteText().site.otherLanguages}
              className="rounded-lg px-3 py-2 text-sm font-semibold text-blue-800 hover:bg-blue-50"
            />
          </div>
          <a
            href={sitePath(SEARCH_PATH)}
            aria-label={siteText().search.open}
            className="rounded-lg p-2 text-slate-700 hover:bg-slate-100 lg:hidden"
          >
            <Search aria-hidden="true" className="h-6 w-6" />
          </a>
          {action && (
            <AnchorLink
              target={action.target}
              className="hidden whitespace-nowrap rounded-lg bg-blue-700 px-4 py-2 font-semibold text-white hover:bg-blue-800 sm:inline-block"
            >
              {action.text}
            </AnchorLink>
          )}
          <MobileDrawer
            items={items}
            cta={action}
            phone={contact.phone}
            email={contact.email}
            languages={{ list: languages, label: siteText().site.otherLanguages }}
          />
        </div>
      </div>
    </header>
  )
}
