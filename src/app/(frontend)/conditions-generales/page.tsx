import { LegalPage, legalPageMetadata } from '@/features/legal/LegalPage'

export const generateMetadata = () => legalPageMetadata('terms')

export default function Page() {
  return <LegalPage page="terms" />
}
