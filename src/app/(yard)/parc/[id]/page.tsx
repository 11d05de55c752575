import { YardReservation } from '@/features/yard/admin/YardScreens'

export const dynamic = 'force-dynamic'

export default async function YardReservationPage({ params }: { params: Promise<{ id: string }> }) {
  return <YardReservation id={(await params).id} />
}
