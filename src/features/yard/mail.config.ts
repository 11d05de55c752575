import type { FeatureMail } from '@/platform/services/mail/featureMail'

import { noteDrawnAgain } from './note'
import { receiptDrawnAgain } from './receipt'

/**
 * The yard's part of the outbox: nothing hidden, its documents drawn again from their records
 * (a check-out's or return's note, a deposit's receipt).
 */
export const yardMail: FeatureMail = {
  hide: (mail) => mail,
  show: (_, mail) => Promise.resolve(mail),
  drawAgain: async (payload, source) =>
    (await noteDrawnAgain(payload, source)) ?? (await receiptDrawnAgain(payload, source)),
}
