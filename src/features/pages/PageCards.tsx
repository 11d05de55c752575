import { DepartmentGrid } from '@/features/departments/DepartmentGrid.client'
import { EquipmentGrid } from '@/features/equipment/EquipmentGrid.client'
import { listActiveDepartments } from '@/features/departments/readers'
import { listActiveEquipment } from '@/features/equipment/readers'
import { readGlobal } from '@/platform/data/globals'
import { companyContact } from '@/lib/company'

/** Picks `ids` out of `items`, in the editor's order: what is inactive or in the trash is not there. */
function chosen<T extends { id: number | string }>(items: T[], ids: number[]): T[] {
  const byId = new Map(items.map((item) => [Number(item.id), item]))
  return ids.flatMap((id) => byId.get(id) ?? [])
}

/**
 * The machines or departments a page's « Cartes » block names, drawn as everywhere on the site
 * (the same cards, their dialog), read from the lists the site already keeps in its cache.
 */
export async function PageCards({
  kind,
  ids,
}: {
  kind: 'equipment' | 'departments'
  ids: number[]
}) {
  const contact = companyContact(await readGlobal('site-settings'))
  if (kind === 'departments') {
    const departments = chosen(await listActiveDepartments().catch(() => []), ids)
    return <DepartmentGrid departments={departments} contact={contact} headingLevel={3} />
  }
  const equipment = chosen(await listActiveEquipment().catch(() => []), ids)
  return <EquipmentGrid items={equipment} phone={contact.phone} headingLevel={3} />
}
