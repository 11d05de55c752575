'use client'

import { useState } from 'react'

import type { SiteEquipment } from './shape'

import { EquipmentCard } from './EquipmentCard'
import { EquipmentDialog } from './lazyEquipmentDialog'

type Props = {
  items: SiteEquipment[]
  phone: string
  className?: string
  priorityFirst?: boolean
  /** 2 on a page of its own (under its h1), 3 under a home section's h2. */
  headingLevel?: 2 | 3
}

/** Equipment cards whose 'Voir les détails' opens the detail dialog. */
export function EquipmentGrid({
  items,
  phone,
  className = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3',
  priorityFirst = false,
  headingLevel,
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
              headingLevel={headingLevel}
            />
          </li>
        ))}
      </ul>
      <EquipmentDialog equipment={selected} phone={phone} onClose={() => setSelected(null)} />
    </>
  )
}
