import { NotFoundContent } from '@/components/NotFound'

export default function NotFound() {
  return <NotFoundContent />
}
