import type { FeatureMail } from '@/platform/services/mail/featureMail'

import { withCustomerTokensHidden, withCustomerTokensShown } from './links'
import { quotePdfDrawnAgain } from './pdf'

/** The quotes' part of the outbox: the customer's token hidden in the log, the PDF drawn again. */
export const quoteMail: FeatureMail = {
  hide: withCustomerTokensHidden,
  show: withCustomerTokensShown,
  drawAgain: quotePdfDrawnAgain,
}
