import type { Metadata } from 'next'

import { LegalPage } from '@/components/Legal/LegalPage'
import { legalPage } from '@/lib/legalPages'
import { pageMetadata } from '@/lib/seo'

const { title, path } = legalPage('privacy')

export const metadata: Metadata = pageMetadata({
  title,
  description:
    'Quelles données le site recueille, pourquoi, combien de temps et comment exercer vos droits.',
  path,
})

export default function Page() {
  return <LegalPage page="privacy" />
}
