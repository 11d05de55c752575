import { LegalPage, legalPageMetadata } from '@/components/Legal/LegalPage'

export const generateMetadata = () => legalPageMetadata('terms')

export default function Page() {
  return <LegalPage page="terms" />
}
