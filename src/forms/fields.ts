/** Limits shared by the public forms' contracts (quoteRequest.ts, newsletter.ts). */
export const EMAIL_MAX = 254
/** The hidden field that people never see: anything in it is a robot's doing. */
export const HONEYPOT_NAME = 'website'
export const HONEYPOT_MAX = 500
