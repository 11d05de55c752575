import { YardHome } from '@/features/yard/admin/YardScreens'

export const dynamic = 'force-dynamic'

export default async function YardPage({
  searchParams,
}: {
  searchParams: Promise<{ n?: string }>
}) {
  const { n } = await searchParams
  return <YardHome number={typeof n === 'string' ? n : undefined} />
}
