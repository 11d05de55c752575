'use client'

import { Mail, Menu, Phone, X } from 'lucide-react'
import { useState } from 'react'

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

/** The side drawer holding the navigation under the desktop breakpoint. */
export function MobileDrawer({ items, cta, phone, email, languages }: Props) {
  const [open, setOpen] = useState(false)
  const close = () => setOpen(false)
  const words = useSiteText().text.navigation

  return (
    <>
      <button
        type="button"
        aria-label={words.openMenu}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        className="rounded-lg p-2 text-slate-800 hover:bg-slate-100 lg:hidden"
      >
        <Menu aria-hidden="true" className="h-7 w-7" />
      </button>
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
        <nav aria-label={words.landmark}>
          <NavLinks items={items} variant="drawer" onNavigate={close} />
        </nav>
        {cta && (
          <AnchorLink
            target={cta.target}
            onNavigate={close}
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
      </Dialog>
    </>
  )
}
