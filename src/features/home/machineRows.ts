import type { GlobalAfterReadHook, GlobalBeforeValidateHook, PayloadRequest } from 'payload'

import type { Equipment, SectionQuoteCalculator } from '@/generated/payload-types'
import { isForRent } from '@/lib/offers'
import { relationId } from '@/lib/relationId'
import { machineRates } from '@/lib/rentalRates'
import { equipmentSlug } from '@/lib/slugs'

type Row = NonNullable<SectionQuoteCalculator['equipments']>[number]

/**
 * A row of the price grid that names a machine of the fleet rents at that machine's rates (its
 * day, week and month, src/features/equipment/config.ts) unless the team ticked « Tarifs propres », and
 * takes its name where the row has none: one price list for the calculator, the machine's page
 * and the quotes. A machine gone or no longer for rent leaves the row's own figures.
 */
async function withMachineRates(rows: Row[] | null | undefined, req: PayloadRequest) {
  if (!rows?.length) return rows
  const machines = new Map<number | string, Equipment | null>()
  const machineOf = async (row: Row) => {
    if (row.machine && typeof row.machine === 'object') return row.machine
    const id = relationId(row.machine)
    if (id === null) return null
    if (!machines.has(id))
      machines.set(
        id,
        await req.payload
          .findByID({
            collection: equipmentSlug,
            id,
            depth: 0,
            overrideAccess: true,
            locale: req.locale ?? undefined,
            req,
          })
          .catch(() => null),
      )
    return machines.get(id) ?? null
  }
  return Promise.all(
    rows.map(async (row) => {
      if (row.ownRates) return row
      const machine = await machineOf(row)
      if (!machine || !isForRent(machine) || typeof machine.price !== 'number') return row
      const rates = machineRates(machine)
      return {
        ...row,
        name: row.name || machine.name,
        daily: rates.daily ?? row.daily,
        weekly: rates.weekly ?? null,
        monthly: rates.monthly ?? null,
      }
    }),
  )
}

/** Saved: the machine's rates are the row's (its required daily price included). */
export const machineRatesBeforeValidate: GlobalBeforeValidateHook = async ({ data, req }) => {
  if (!data?.equipments) return data
  return { ...data, equipments: await withMachineRates(data.equipments as Row[], req) }
}

/** Read: today's rates of each machine, whatever the row kept from its last save. */
export const machineRatesAfterRead: GlobalAfterReadHook = async ({ doc, req }) => {
  if (!doc?.equipments) return doc
  return { ...doc, equipments: await withMachineRates(doc.equipments as Row[], req) }
}

type SentRow = Record<string, unknown> & { id?: unknown }

/**
 * A grid written through the legacy /api (its back office knows no machines): a row it sends back
 * as it read it keeps its machine; a row whose prices it changed keeps them, as the team's own.
 */
export function keepMachineLinks(stored: Row[] | null | undefined, sent: unknown): unknown {
  if (!Array.isArray(sent)) return sent
  const byId = new Map((stored ?? []).map((row) => [row.id, row]))
  return sent.map((item: SentRow) => {
    const row = typeof item?.id === 'string' ? byId.get(item.id) : undefined
    if (!row?.machine || !item || typeof item !== 'object') return item
    const same = (['daily', 'weekly', 'monthly'] as const).every(
      (key) => item[key] === undefined || (item[key] ?? null) === (row[key] ?? null),
    )
    return { ...item, machine: relationId(row.machine), ownRates: row.ownRates || !same }
  })
}
