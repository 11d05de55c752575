import { Mail, MapPin, Phone } from 'lucide-react'

import type { CompanyContact } from '@/lib/company'

/** The company's phone, email and address, one line each (a department's page and its dialog). */
export function ContactLines({
  contact,
  className,
}: {
  contact: CompanyContact
  className: string
}) {
  return (
    <ul className={className}>
      <li className="flex items-center gap-2">
        <Phone aria-hidden="true" className="h-4 w-4" /> {contact.phone}
      </li>
      <li className="flex items-center gap-2 break-all">
        <Mail aria-hidden="true" className="h-4 w-4" /> {contact.email}
      </li>
      <li className="flex items-center gap-2">
        <MapPin aria-hidden="true" className="h-4 w-4" /> {contact.address}
      </li>
    </ul>
  )
}
