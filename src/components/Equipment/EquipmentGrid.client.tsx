'use client'

import { useState } from 'react'

import type { SiteEquipment } from '@/data/equipmentShape'

import { EquipmentCard } from './EquipmentCard'
import { EquipmentDialog } from './lazyEquipmentDialog'

type Props = { items: SiteEquipment[]; phone: string; className?: string; priorityFirst?: boolean }

/** Equipment cards whose 'Voir les détails' opens the detail dialog. */
export function EquipmentGrid({
  items,
  phone,
  className = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3',
  priorityFirst = false,
}: Props) {
  const [selected, setSelected] = useState<SiteEquipment | null>(null)
  return (
    <>
      <ul className={className}>
        {items.map((equipment, index) => (
          <li key={equipment.id}>
            <EquipmentCard
              equipment={equipment}
              onOpen={() => setSelected(equipment)}
              priority={priorityFirst && index === 0}
            />
          </li>
        ))}
      </ul>
      <EquipmentDialog equipment={selected} phone={phone} onClose={() => setSelected(null)} />
    </>
  )
}
