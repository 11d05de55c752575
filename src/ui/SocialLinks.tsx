import { isProfileUrl } from '@/lib/company'

import { SOCIAL_LABELS, SocialIcon } from './SocialIcon'
import { siteText } from '@/i18n/site'

/** The three networks of the footer and contact settings (spec: facebook, linkedin, twitter). */
const SECTION_NETWORKS = ['facebook', 'linkedin', 'twitter'] as const
type SectionNetworks = Partial<Record<(typeof SECTION_NETWORKS)[number], string | null>>

/** Round icon links to the section's networks that have a profile address, each in a new tab. */
type Props = {
  links: SectionNetworks | null | undefined
  linkClassName: string
  className?: string
}

export function SocialLinks({ links, linkClassName, className = '' }: Props) {
  const platforms = SECTION_NETWORKS.filter((platform) => isProfileUrl(links?.[platform]))
  if (platforms.length === 0) return null
  return (
    <ul className={`flex gap-3 ${className}`} aria-label={siteText().site.socialNetworks}>
      {platforms.map((platform) => (
        <li key={platform}>
          <a
            href={links?.[platform] ?? undefined}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={SOCIAL_LABELS[platform]}
            className={`flex h-10 w-10 items-center justify-center rounded-full ${linkClassName}`}
          >
            <SocialIcon platform={platform} />
          </a>
        </li>
      ))}
    </ul>
  )
}
