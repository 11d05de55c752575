import type { FeatureMail } from '@/platform/services/mail/featureMail'

import { noteDrawnAgain } from './note'

/** The yard's part of the outbox: nothing hidden, the note's PDF drawn again from its record. */
export const yardMail: FeatureMail = {
  hide: (mail) => mail,
  show: (_, mail) => Promise.resolve(mail),
  drawAgain: noteDrawnAgain,
}
