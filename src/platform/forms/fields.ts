/** Limits shared by the public forms' contracts (quoteRequest.ts, newsletter.ts). */
export const EMAIL_MAX = 254
/** The hidden field that people never see: anything in it is a robot's doing. */
export const HONEYPOT_NAME = 'website'
export const HONEYPOT_MAX = 500
/**
 * The header a phone sends with a form it may send twice (kept offline, or its answer lost on a
 * slow link): one random key per submission, so the server stores it once.
 */
export const SUBMISSION_KEY_HEADER = 'Idempotency-Key'
export const SUBMISSION_KEY_PATTERN = /^[A-Za-z0-9_-]{16,100}$/
