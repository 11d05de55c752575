import { Mail } from 'lucide-react'

import { SubscribeForm } from '@/features/newsletter/SubscribeForm.client'
import { SectionHeading } from '@/ui/SectionHeading'
import { SECTIONS } from '../catalog'
import type { SectionNewsletter } from '@/generated/payload-types'

export function NewsletterSection({ section }: { section: SectionNewsletter }) {
  return (
    <section id={SECTIONS.newsletter.anchor} className="bg-blue-800 py-16 text-white">
      <div className="mx-auto max-w-3xl px-4 sm:px-6">
        <Mail aria-hidden="true" className="mx-auto h-10 w-10 text-amber-300" />
        <SectionHeading
          inverted
          badge={section.showBadge !== false ? section.badgeText : null}
          title={section.title}
          description={section.description}
        />
        <div className="mt-8">
          <SubscribeForm
            source="newsletter"
            placeholder={section.placeholderText ?? ''}
            buttonText={section.buttonText ?? ''}
            successMessage={section.successMessage ?? ''}
            onDark
          />
        </div>
        {section.showPrivacyText && section.privacyText && (
          <p className="mt-4 text-center text-sm text-blue-100">{section.privacyText}</p>
        )}
      </div>
    </section>
  )
}
