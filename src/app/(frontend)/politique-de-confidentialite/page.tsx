import { LegalPage, legalPageMetadata } from '@/features/legal/LegalPage'

export const generateMetadata = () => legalPageMetadata('privacy')

export default function Page() {
  return <LegalPage page="privacy" />
}
