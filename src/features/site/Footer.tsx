import { Mail, MapPin, MessageCircle, Phone } from 'lucide-react'

import { Logo } from './Logo.client'
import { AnchorLink } from '@/ui/AnchorLink.client'
import { SocialLinks } from '@/ui/SocialLinks'
import { type CompanyContact, withOverrides } from '@/lib/company'
import { copyrightThrough } from './copyright'
import { telHref, whatsappHref } from '@/lib/contactLinks'
import { legalPagePath, type LegalPageKey } from '@/lib/legalPages'
import { pageTitlesIn } from '@/i18n/site/pageTitles'
import { SERVICES_PATH } from '@/lib/sitePaths'
import { linkTarget, SECTIONS } from '@/features/home/catalog'
import type { SectionFooter, TopBar } from '@/generated/payload-types'
import { sitePath, siteText } from '@/i18n/site'

type Props = {
  footer: SectionFooter
  branding: NonNullable<TopBar['branding']>
  /** The general settings' contact details, which the footer's own fields may override. */
  company: CompanyContact
}

/** The footer's legal labels (their field names predate the pages) and the page each opens. */
const LEGAL_LINKS: { label: 'privacy' | 'terms' | 'cookies'; page: LegalPageKey }[] = [
  { label: 'privacy', page: 'privacy' },
  { label: 'terms', page: 'terms' },
  { label: 'cookies', page: 'notice' },
]
export function Footer({ footer, branding, company }: Props) {
  const contact = withOverrides(company, footer)
  const whatsapp = whatsappHref(contact.whatsapp)
  const legal = footer.legalLinks
  return (
    <footer id={SECTIONS.footer.anchor} className="bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-6 py-14 md:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="flex items-center gap-3 text-lg font-bold text-white">
            <Logo
              branding={{
                ...branding,
                logoLetter: footer.companyLogo || branding.logoLetter,
                // the footer's own picture, when one is uploaded, before the top bar's mark
                ...(footer.companyLogoImage && {
                  logoType: 'image',
                  logoImage: footer.companyLogoImage,
                }),
              }}
              size={footer.companyLogoImage ? 'h-10 w-20' : 'h-10 w-10'}
            />
            {footer.companyName}
          </p>
          <p className="mt-4 text-sm">{footer.companyDescription}</p>
          {footer.showSocialLinks && (
            <SocialLinks
              links={footer.socialLinks}
              className="mt-6"
              linkClassName="bg-slate-800 hover:bg-blue-700 hover:text-white"
            />
          )}
        </div>
        <nav aria-label={siteText().footer.quickLinks}>
          <h2 className="font-semibold text-white">{siteText().footer.quickLinks}</h2>
          <ul className="mt-4 space-y-2 text-sm">
            {footer.quickLinks
              ?.filter((link) => link.isActive)
              .map((link) => (
                <li key={link.id}>
                  <AnchorLink target={linkTarget(link.href, sitePath)} className="hover:text-white">
                    {link.name}
                  </AnchorLink>
                </li>
              ))}
          </ul>
        </nav>
        <div>
          <h2 className="font-semibold text-white">
            <a href={sitePath(SERVICES_PATH)} className="hover:underline">
              {pageTitlesIn(siteText())[SERVICES_PATH]}
            </a>
          </h2>
          <ul className="mt-4 space-y-2 text-sm">
            {footer.services
              ?.filter((service) => service.isActive)
              .map((service) => (
                <li key={service.id}>{service.name}</li>
              ))}
          </ul>
        </div>
        {footer.showContactInfo && (
          <div>
            <h2 className="font-semibold text-white">{siteText().footer.contact}</h2>
            {/* the heading stays outside: an address holds no heading */}
            <address className="not-italic">
              <ul className="mt-4 space-y-3 text-sm">
                {contact.address && (
                  <li className="flex gap-2">
                    <MapPin aria-hidden="true" className="h-4 w-4 shrink-0 text-amber-400" />
                    {contact.address}
                  </li>
                )}
                {contact.phone && (
                  <li className="flex gap-2">
                    <Phone aria-hidden="true" className="h-4 w-4 shrink-0 text-amber-400" />
                    {whatsapp ? (
                      <a href={telHref(contact.phone)} className="hover:text-white">
                        {contact.phone}
                      </a>
                    ) : (
                      contact.phone
                    )}
                  </li>
                )}
                {contact.email && (
                  <li className="flex gap-2">
                    <Mail aria-hidden="true" className="h-4 w-4 shrink-0 text-amber-400" />
                    <a href={`mailto:${contact.email}`} className="break-all hover:text-white">
                      {contact.email}
                    </a>
                  </li>
                )}
              </ul>
              {whatsapp && (
                <a
                  href={whatsapp}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="mt-5 inline-flex items-center gap-2 rounded-lg bg-green-700 px-4 py-2 font-semibold text-white hover:bg-green-800"
                >
                  <MessageCircle aria-hidden="true" className="h-4 w-4" /> WhatsApp
                </a>
              )}
            </address>
          </div>
        )}
      </div>
      <div className="border-t border-slate-800">
        <div className="mx-auto flex max-w-7xl flex-wrap justify-between gap-4 px-6 py-6 text-sm">
          <p>{copyrightThrough(footer.copyrightText ?? '', new Date().getFullYear())}</p>
          {footer.showLegalLinks && legal && (
            <nav aria-label={siteText().footer.legal}>
              <ul className="flex flex-wrap gap-4">
                {/* the footer's labels (« CGV »…), each page's address */}
                {LEGAL_LINKS.map(({ label, page }) => (
                  <li key={page}>
                    <a
                      href={sitePath(legalPagePath(page))}
                      className="hover:text-white hover:underline"
                    >
                      {legal[label] || siteText().legalPages[page].title}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          )}
        </div>
      </div>
    </footer>
  )
}
