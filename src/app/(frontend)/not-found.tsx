import { NotFoundContent } from '@/features/site/NotFound'

export default function NotFound() {
  return <NotFoundContent />
}
