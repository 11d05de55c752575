import { COMPANY_NAME, type CompanyContact } from '@/lib/company'
import { telHref } from '@/lib/contactLinks'
import { siteText } from '@/i18n/site'

/** The company's details from the general settings: who to write to about the site or one's data. */
export function CompanyDetails({ contact }: { contact: CompanyContact }) {
  return (
    <section aria-labelledby="coordonnees" className="rounded-2xl bg-slate-50 p-6">
      <h2 id="coordonnees" className="text-xl font-bold text-slate-900">
        {siteText().legal.contactUs}
      </h2>
      <address className="mt-4 space-y-1 not-italic text-slate-700">
        <p className="font-semibold text-slate-900">{COMPANY_NAME}</p>
        <p>{contact.address}</p>
        <p>
          <a href={telHref(contact.phone)} className="text-blue-700 underline">
            {contact.phone}
          </a>
        </p>
        <p>
          <a href={`mailto:${contact.email}`} className="text-blue-700 underline">
            {contact.email}
          </a>
        </p>
      </address>
    </section>
  )
}
