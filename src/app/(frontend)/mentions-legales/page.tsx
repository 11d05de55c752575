import { LegalPage, legalPageMetadata } from '@/components/Legal/LegalPage'

export const generateMetadata = () => legalPageMetadata('notice')

export default function Page() {
  return <LegalPage page="notice" />
}
