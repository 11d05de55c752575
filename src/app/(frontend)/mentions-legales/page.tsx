import { LegalPage, legalPageMetadata } from '@/features/legal/LegalPage'

export const generateMetadata = () => legalPageMetadata('notice')

export default function Page() {
  return <LegalPage page="notice" />
}
