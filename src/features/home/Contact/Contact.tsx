import { Clock, Mail, MapPin, Phone } from 'lucide-react'

import { QuoteForm } from '@/features/quotes/QuoteForm.client'
import { SectionHeading } from '@/ui/SectionHeading'
import { SocialLinks } from '@/ui/SocialLinks'
import { type CompanyContact, withOverrides } from '@/lib/company'
import { telHref } from '@/lib/contactLinks'
import { SECTIONS } from '../catalog'
import type { SectionContact } from '@/generated/payload-types'
import { siteText } from '@/i18n/site'

/**
 * Contact details (the section's own, else the general settings') and the quote request form
 * (anchor 'contact').
 */
export function ContactSection({
  section,
  company,
}: {
  section: SectionContact
  company: CompanyContact
}) {
  const contact = withOverrides(company, section)
  return (
    <section
      id={SECTIONS.contact.anchor}
      className="bg-gradient-to-br from-slate-900 to-blue-950 py-20 text-white"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading
          inverted
          badge={section.showBadge !== false ? section.badgeText : null}
          title={section.title}
          description={section.description}
        />
        <div className="mt-12 grid gap-10 lg:grid-cols-5">
          <div className="space-y-6 lg:col-span-2">
            {section.callToAction && (
              <p className="text-2xl font-bold text-amber-300">{section.callToAction}</p>
            )}
            <ul className="space-y-4">
              {contact.phone && (
                <li>
                  <a
                    href={telHref(contact.phone)}
                    className="flex items-center gap-3 hover:text-amber-300"
                  >
                    <Phone aria-hidden="true" className="h-5 w-5 text-amber-400" /> {contact.phone}
                  </a>
                </li>
              )}
              {contact.email && (
                <li>
                  <a
                    href={`mailto:${contact.email}`}
                    className="flex items-center gap-3 break-all hover:text-amber-300"
                  >
                    <Mail aria-hidden="true" className="h-5 w-5 text-amber-400" /> {contact.email}
                  </a>
                </li>
              )}
              {contact.address && (
                <li className="flex items-center gap-3">
                  <MapPin aria-hidden="true" className="h-5 w-5 text-amber-400" /> {contact.address}
                </li>
              )}
              {contact.hours && (
                <li className="flex items-center gap-3">
                  <Clock aria-hidden="true" className="h-5 w-5 text-amber-400" /> {contact.hours}
                </li>
              )}
            </ul>
            {section.showSocialLinks && (
              <SocialLinks
                links={section.socialLinks}
                linkClassName="bg-white/10 hover:bg-white/20"
              />
            )}
            {section.showMap && section.mapEmbedUrl && (
              <a
                href={section.mapEmbedUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-2 font-semibold text-amber-300 underline"
              >
                <MapPin aria-hidden="true" className="h-4 w-4" /> {siteText().contact.map}
              </a>
            )}
          </div>
          <div className="lg:col-span-3">
            <QuoteForm successMessage={siteText().contact.quoteSent} />
          </div>
        </div>
      </div>
    </section>
  )
}
