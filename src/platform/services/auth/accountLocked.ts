import { APIError } from 'payload'

import { fr } from '@/i18n/fr'

/**
 * The refusal of the right password on a locked account (loginInEvenTime): the only refusal that
 * says the account is locked.
 */
export class AccountLocked extends APIError {
  constructor() {
    super(fr.auth.locked, 401, null, true)
  }
}
