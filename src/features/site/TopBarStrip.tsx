import { Mail, MapPin, Phone } from 'lucide-react'

import { SiteSearchForm } from './SiteSearchForm'
import { SOCIAL_LABELS, SocialIcon } from '@/ui/SocialIcon'
import { telHref } from '@/lib/contactLinks'
import { type CompanyContact, isProfileUrl } from '@/lib/company'
import type { TopBar } from '@/generated/payload-types'
import { siteText } from '@/i18n/site'

/**
 * The thin bar above the header: contact details (the top bar's own, else the general settings'),
 * the site search's box from 1024 px (the menu's row has no room for it), and social links, each
 * as the admin chose.
 */
export function TopBarStrip({ topBar, contact }: { topBar: TopBar; contact: CompanyContact }) {
  const { display } = topBar
  const socials = display?.showSocialMedia
    ? (topBar.socialMedia ?? []).filter((item) => item.isActive && isProfileUrl(item.url))
    : []
  return (
    <div className="hidden bg-slate-900 text-sm text-slate-200 md:block">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-6 px-6 py-2">
        <div className="flex flex-wrap items-center gap-x-6 gap-y-1">
          {display?.showPhone && contact.phone && (
            <a href={telHref(contact.phone)} className="flex items-center gap-2 hover:text-white">
              <Phone aria-hidden="true" className="h-4 w-4 text-amber-400" /> {contact.phone}
            </a>
          )}
          {display?.showEmail && contact.email && (
            <a
              href={`mailto:${contact.email}`}
              className="flex items-center gap-2 hover:text-white"
            >
              <Mail aria-hidden="true" className="h-4 w-4 text-amber-400" /> {contact.email}
            </a>
          )}
          {display?.showAddress && contact.address && (
            <span className="hidden items-center gap-2 xl:flex">
              <MapPin aria-hidden="true" className="h-4 w-4 text-amber-400" /> {contact.address}
            </span>
          )}
        </div>
        <div className="ml-auto hidden w-60 lg:block">
          <SiteSearchForm id="recherche-entete" compact />
        </div>
        {socials.length > 0 && (
          <div className="flex items-center gap-3">
            {display?.showSocialLabel && <span>{siteText().site.followUs}</span>}
            {socials.map((item) => (
              <a
                key={item.id ?? item.platform}
                href={item.url ?? undefined}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={SOCIAL_LABELS[item.platform]}
                className="rounded-full p-1 hover:bg-white/10 hover:text-white"
              >
                <SocialIcon platform={item.platform} />
              </a>
            ))}
          </div>
        )}
      </div>
    </div>
  )
}
