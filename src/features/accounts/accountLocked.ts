// audience: the team, in French (tests/unit/site-strings.unit.spec.ts)
import { APIError } from 'payload'

import { frenchOnly } from '@/i18n/frenchOnly'

/**
 * The refusal of the right password on a locked account (loginInEvenTime): the only refusal that
 * says the account is locked.
 */
export class AccountLocked extends APIError {
  constructor() {
    super(frenchOnly.auth.locked, 401, null, true)
  }
}
