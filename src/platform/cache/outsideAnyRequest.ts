import type { PayloadRequest } from 'payload'

/**
 * The request given to Payload's database layer called directly, as Payload's own key-value
 * store does: no user, no hooks, and outside any save's transaction. A module of its own: the
 * collections' hooks reach it, so it must not import the Payload config (payload.ts does).
 */
export const outsideAnyRequest = {} as PayloadRequest
