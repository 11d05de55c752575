'use client'

import { ArrowRight, Mail, Phone } from 'lucide-react'

import { useSitePath, useSiteText } from '@/ui/SiteText.client'
import { ContactLines } from './ContactLines'
import { FeatureList } from './FeatureList'
import { Dialog, DialogTitle } from '@/ui/Dialog.client'
import { FallbackImage } from '@/ui/FallbackImage'
import type { SiteDepartment } from './shape'
import type { CompanyContact } from '@/lib/company'
import { departmentMailSubject, mailtoHref, telHref } from '@/lib/contactLinks'

type Props = { department: SiteDepartment | null; contact: CompanyContact; onClose: () => void }

/** Department detail: picture, description, services, contact and its page (public §2). */
export function DepartmentDialog({ department, contact, onClose }: Props) {
  const words = useSiteText().text.departments
  const sitePath = useSitePath()
  return (
    <Dialog
      open={department !== null}
      onOpenChange={(open) => !open && onClose()}
      description={department?.description ?? ''}
    >
      {department && (
        <article>
          <FallbackImage
            src={department.banner ?? department.image}
            fallback={department.fallbackImage}
            width={1200}
            height={400}
            className="h-52 w-full rounded-t-2xl object-cover sm:h-64"
          />
          <div className="space-y-6 p-6 sm:p-8">
            <DialogTitle
              className="text-2xl font-extrabold sm:text-3xl"
              style={{ color: department.color ?? undefined }}
            >
              {department.name}
            </DialogTitle>
            <p className="text-slate-700">{department.description}</p>
            {department.features.length > 0 && (
              <section aria-label={words.services}>
                <h3 className="text-lg font-bold">{words.services}</h3>
                <FeatureList
                  features={department.features}
                  className="mt-3 grid gap-2 sm:grid-cols-2"
                />
              </section>
            )}
            <section aria-label={words.contact} className="rounded-xl bg-slate-50 p-5">
              <h3 className="text-lg font-bold">{words.contact}</h3>
              <ContactLines contact={contact} className="mt-3 space-y-2 text-slate-700" />
            </section>
            <div className="flex flex-wrap gap-3">
              <a
                href={telHref(contact.phone)}
                className="inline-flex items-center gap-2 rounded-lg bg-blue-700 px-5 py-3 font-semibold text-white hover:bg-blue-800"
              >
                <Phone aria-hidden="true" className="h-4 w-4" /> {words.callNow}
              </a>
              <a
                href={mailtoHref(contact.email, departmentMailSubject(department.name))}
                className="inline-flex items-center gap-2 rounded-lg border border-blue-700 px-5 py-3 font-semibold text-blue-800 hover:bg-blue-50"
              >
                <Mail aria-hidden="true" className="h-4 w-4" /> {words.sendEmail}
              </a>
              <a
                href={sitePath(`/departement/${department.pathId}`)}
                className="inline-flex items-center gap-2 rounded-lg px-5 py-3 font-semibold text-slate-800 hover:bg-slate-100"
              >
                {words.learnMore} <ArrowRight aria-hidden="true" className="h-4 w-4" />
              </a>
            </div>
          </div>
        </article>
      )}
    </Dialog>
  )
}
