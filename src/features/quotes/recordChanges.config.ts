import type { CollectionAfterChangeHook, CollectionBeforeDeleteHook, PayloadRequest } from 'payload'

import type { QuoteRequest } from '@/generated/payload-types'
import { formatLongDateTime, formatPrice } from '@/lib/format'
import { QUOTE_STAGE_LABELS } from '@/lib/labels'
import { quoteEventsSlug, usersSlug } from '@/lib/slugs'
import {
  accountName,
  actorOf,
  customerActor,
  type NewQuoteEvent,
  recordQuoteEvent,
} from './history'
import { relationId } from '@/lib/relationId'

type Change = Pick<NewQuoteEvent, 'kind' | 'summary'>

const linesKey = (doc: Partial<QuoteRequest>) =>
  JSON.stringify(
    (doc.lines ?? []).map(({ label, quantity, unit, unitPrice }) => [
      label,
      quantity,
      unit,
      unitPrice,
    ]),
  )

const amountText = (amount: number | null | undefined) =>
  typeof amount === 'number' ? formatPrice(amount) : 'aucun'

async function ownerName(req: PayloadRequest, owner: unknown): Promise<string> {
  const id = relationId(owner)
  if (id === null) return 'personne'
  const user = await req.payload
    .findByID({ collection: usersSlug, id, depth: 0, overrideAccess: true, req })
    .catch(() => null)
  return user ? accountName(user) : `compte ${id}`
}

/** What a save changed that the pipeline follows, in the history's words. */
async function changesOf(
  req: PayloadRequest,
  before: Partial<QuoteRequest>,
  after: QuoteRequest,
): Promise<Change[]> {
  const changes: Change[] = []
  if (before.stage !== after.stage) {
    const from = before.stage ? QUOTE_STAGE_LABELS[before.stage] : '—'
    const reason = after.stage === 'lost' && after.lostReason ? ` (${after.lostReason})` : ''
    changes.push({
      kind: 'stage',
      summary: `Étape : ${from} → ${QUOTE_STAGE_LABELS[after.stage ?? 'new']}${reason}`,
    })
  }
  if (relationId(before.owner) !== relationId(after.owner))
    changes.push({ kind: 'owner', summary: `Responsable : ${await ownerName(req, after.owner)}` })
  if (linesKey(before) !== linesKey(after)) {
    const count = after.lines?.length ?? 0
    changes.push({
      kind: 'lines',
      summary: `Lignes du devis modifiées : ${count} ligne${count > 1 ? 's' : ''}`,
    })
  }
  if ((before.amount ?? null) !== (after.amount ?? null))
    changes.push({
      kind: 'amount',
      summary: `Montant : ${amountText(before.amount)} → ${amountText(after.amount)}`,
    })
  if (
    (before.nextActionAt ?? null) !== (after.nextActionAt ?? null) ||
    (before.nextActionNote ?? '') !== (after.nextActionNote ?? '')
  ) {
    const when = after.nextActionAt ? formatLongDateTime(after.nextActionAt) : 'aucune'
    const note = after.nextActionNote ? ` — ${after.nextActionNote}` : ''
    changes.push({ kind: 'nextAction', summary: `Prochaine action : ${when}${note}` })
  }
  return changes
}

/**
 * After a request is saved, its history: its arrival, then each change of stage, owner, lines,
 * amount or next action, by whom. In the save's transaction: no change without its event.
 */
export const recordChanges: CollectionAfterChangeHook<QuoteRequest> = async ({
  doc,
  previousDoc,
  operation,
  req,
}) => {
  // a new request is the customer's own doing
  const who = operation === 'create' ? { actor: customerActor(doc.name) } : actorOf(req)
  const changes: Change[] =
    operation === 'create'
      ? [{ kind: 'created', summary: 'Demande reçue depuis le site' }]
      : await changesOf(req, previousDoc, doc)
  for (const change of changes)
    await recordQuoteEvent(req.payload, { request: doc.id, ...who, ...change }, req)
  return doc
}

/** A deleted request takes its history with it. */
export const deleteHistory: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await req.payload.delete({
    collection: quoteEventsSlug,
    where: { request: { equals: id } },
    overrideAccess: true,
    req,
  })
}
