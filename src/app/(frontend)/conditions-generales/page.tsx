import type { Metadata } from 'next'

import { LegalPage } from '@/components/Legal/LegalPage'
import { legalPage } from '@/lib/legalPages'
import { pageMetadata } from '@/lib/seo'

const { title, path } = legalPage('terms')

export const metadata: Metadata = pageMetadata({
  title,
  description: 'Les conditions des devis, prestations, locations et ventes de BK Multiservices.',
  path,
})

export default function Page() {
  return <LegalPage page="terms" />
}
