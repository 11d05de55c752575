import type { FeatureMail } from '@/platform/services/mail/featureMail'

import { signedDrawnAgain } from './mails'

/** The contracts' part of the outbox: nothing hidden, a signed contract's PDF drawn again. */
export const contractMail: FeatureMail = {
  hide: (mail) => mail,
  show: (_, mail) => Promise.resolve(mail),
  drawAgain: signedDrawnAgain,
}
