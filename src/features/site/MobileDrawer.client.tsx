'use client'

import { Mail, Menu, Phone, X } from 'lucide-react'
import { useEffect, useState } from 'react'

import { useBrowserValue } from '@/ui/useBrowserValue'

import { useSiteText } from '@/ui/SiteText.client'
import { Dialog, DialogClose, DialogTitle } from '@/ui/Dialog.client'
import { telHref } from '@/lib/contactLinks'

import type { NavTarget } from '@/lib/anchors'

import { type SiteLanguage, LanguageSwitcher } from './LanguageSwitcher.client'
import { AnchorLink } from '@/ui/AnchorLink.client'

import { type NavItem, NavLinks } from './NavLinks.client'

type Props = {
  items: NavItem[]
  cta: { text: string; target: NavTarget } | null
  phone: string | null
  email: string | null
  languages: { list: SiteLanguage[]; label: string }
}

/**
 * The menu's anchor: before the page's script runs (2G, or none), « Ouvrir le menu » is a link
 * to it and CSS (`:target`) shows the drawer; once it runs, the same button opens the dialog.
 */
const MENU_ANCHOR = 'menu'

const scriptRuns = () => true

/** The side drawer holding the navigation under the desktop breakpoint. */
export function MobileDrawer(props: Props) {
  const [open, setOpen] = useState(false)
  // false in the server's HTML and while it hydrates, true once the script runs
  const scripted = useBrowserValue(scriptRuns, false)
  const close = () => setOpen(false)
  const words = useSiteText().text.navigation

  useEffect(() => {
    // opened before the script ran: the dialog takes over (`:target` would outlive its links,
    // which then scroll without changing the address)
    if (window.location.hash !== `#${MENU_ANCHOR}`) return
    const { pathname, search } = window.location
    window.history.replaceState(window.history.state, '', pathname + search)
    const frame = requestAnimationFrame(() => setOpen(true))
    return () => cancelAnimationFrame(frame)
  }, [])

  return (
    <>
      <a
        href={`#${MENU_ANCHOR}`}
        role="button"
        aria-label={words.openMenu}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={(event) => {
          event.preventDefault()
          setOpen(true)
        }}
        className="rounded-lg p-2 text-slate-800 hover:bg-slate-100 lg:hidden"
      >
        <Menu aria-hidden="true" className="h-7 w-7" />
      </a>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        description={words.description}
        variant="drawer"
        className="flex min-h-full flex-col gap-6 p-6"
      >
        <div className="flex items-center justify-between">
          <DialogTitle className="text-lg font-bold">{words.menu}</DialogTitle>
          <DialogClose aria-label={words.closeMenu} className="rounded-lg p-2 hover:bg-slate-100">
            <X aria-hidden="true" className="h-6 w-6" />
          </DialogClose>
        </div>
        <MenuContent {...props} onNavigate={close} />
      </Dialog>
      {/* the same drawer before or without the script: shown while the address ends in #menu */}
      <div
        id={MENU_ANCHOR}
        className={scripted ? 'hidden' : 'fixed inset-0 z-50 hidden target:block lg:hidden'}
      >
        <a href="#" tabIndex={-1} aria-hidden="true" className="absolute inset-0 bg-slate-950/60" />
        <div className="absolute inset-y-0 right-0 flex w-80 max-w-[85vw] flex-col gap-6 overflow-y-auto bg-white p-6 shadow-2xl">
          <div className="flex items-center justify-between">
            <p className="text-lg font-bold">{words.menu}</p>
            <a href="#" aria-label={words.closeMenu} className="rounded-lg p-2 hover:bg-slate-100">
              <X aria-hidden="true" className="h-6 w-6" />
            </a>
          </div>
          <MenuContent {...props} />
        </div>
      </div>
    </>
  )
}

/** The drawer's content: the navigation, the call to action, the languages, phone and email. */
function MenuContent({
  items,
  cta,
  phone,
  email,
  languages,
  onNavigate,
}: Props & { onNavigate?: () => void }) {
  const words = useSiteText().text.navigation
  return (
    <>
      <nav aria-label={words.landmark}>
        <NavLinks items={items} variant="drawer" onNavigate={onNavigate} />
      </nav>
      {cta && (
        <AnchorLink
          target={cta.target}
          onNavigate={onNavigate}
          className="rounded-lg bg-blue-700 px-4 py-3 text-center font-semibold text-white hover:bg-blue-800"
        >
          {cta.text}
        </AnchorLink>
      )}
      <LanguageSwitcher
        languages={languages.list}
        label={languages.label}
        className="block rounded-lg px-4 py-3 font-medium text-blue-800 hover:bg-slate-100"
      />
      <div className="mt-auto space-y-3 border-t border-slate-200 pt-6 text-sm text-slate-700">
        {phone && (
          <a href={telHref(phone)} className="flex items-center gap-2">
            <Phone aria-hidden="true" className="h-4 w-4" /> {phone}
          </a>
        )}
        {email && (
          <a href={`mailto:${email}`} className="flex items-center gap-2 break-all">
            <Mail aria-hidden="true" className="h-4 w-4" /> {email}
          </a>
        )}
      </div>
    </>
  )
}
