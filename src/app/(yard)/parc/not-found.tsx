import { YardNotFound } from '@/features/yard/admin/YardScreens'

export default YardNotFound
