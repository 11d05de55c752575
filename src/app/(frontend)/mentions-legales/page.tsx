import type { Metadata } from 'next'

import { LegalPage } from '@/components/Legal/LegalPage'
import { legalPage } from '@/lib/legalPages'
import { pageMetadata } from '@/lib/seo'

const { title, path } = legalPage('notice')

export const metadata: Metadata = pageMetadata({
  title,
  description: 'L’éditeur du site, la propriété intellectuelle et la responsabilité.',
  path,
})

export default function Page() {
  return <LegalPage page="notice" />
}
