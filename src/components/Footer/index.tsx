import { PLACEHOLDER_PHONE } from '@/lib/company'
import type { SectionFooter } from '@/payload-types'

/** WhatsApp link only for a real number: spaces and plus signs stripped (public §5). */
const whatsappHref = (phone: string | null | undefined) =>
  phone && phone !== PLACEHOLDER_PHONE ? `https://wa.me/${phone.replace(/[\s+]/g, '')}` : null

export function Footer({ footer }: { footer: SectionFooter }) {
  const whatsapp = whatsappHref(footer.phone)
  const legal = footer.legalLinks
  return (
    <footer className="bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-6 py-14 md:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="flex items-center gap-3 text-lg font-bold text-white">
            <span aria-hidden="true" className="flex h-10 w-10 items-center justify-center rounded-lg bg-blue-700 font-extrabold">
              {footer.companyLogo}
            </span>
            {footer.companyName}
          </p>
          <p className="mt-4 text-sm">{footer.companyDescription}</p>
        </div>
        <nav aria-label="Liens rapides">
          <h2 className="font-semibold text-white">Liens rapides</h2>
          <ul className="mt-4 space-y-2 text-sm">
            {footer.quickLinks?.filter((link) => link.isActive).map((link) => (
              <li key={link.id}><a href={link.href.startsWith('#') ? `/${link.href}` : link.href} className="hover:text-white">{link.name}</a></li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="font-semibold text-white">Nos services</h2>
          <ul className="mt-4 space-y-2 text-sm">
            {footer.services?.filter((service) => service.isActive).map((service) => <li key={service.id}>{service.name}</li>)}
          </ul>
        </div>
        {footer.showContactInfo && (
          <address className="not-italic">
            <h2 className="font-semibold text-white">Contact</h2>
            <ul className="mt-4 space-y-2 text-sm">
              <li>{footer.address}</li>
              <li>{footer.phone}</li>
              <li><a href={`mailto:${footer.email}`} className="hover:text-white">{footer.email}</a></li>
              {whatsapp && <li><a href={whatsapp} target="_blank" rel="noopener noreferrer" className="font-semibold text-green-400">WhatsApp</a></li>}
            </ul>
          </address>
        )}
      </div>
      <div className="border-t border-slate-800">
        <div className="mx-auto flex max-w-7xl flex-wrap justify-between gap-4 px-6 py-6 text-sm">
          <p>{footer.copyrightText}</p>
          {footer.showLegalLinks && legal && (
            <p className="flex gap-4">
              <span>{legal.privacy}</span>
              <span>{legal.terms}</span>
              <span>{legal.cookies}</span>
            </p>
          )}
        </div>
      </div>
    </footer>
  )
}
