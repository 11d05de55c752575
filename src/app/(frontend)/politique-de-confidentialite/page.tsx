import { LegalPage, legalPageMetadata } from '@/components/Legal/LegalPage'

export const generateMetadata = () => legalPageMetadata('privacy')

export default function Page() {
  return <LegalPage page="privacy" />
}
