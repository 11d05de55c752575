/** The names the pages and the worker share about the forms kept offline. */

/**
 * Set in the page's localStorage while forms wait in the outbox (or their answers wait to be
 * shown): a page loads the outbox's code only then. The worker, which has no localStorage,
 * sends them on its own.
 */
export const KEPT_FORMS_FLAG = 'bk-formulaires-en-attente'
/** Background Sync's tag: the worker sends the kept forms when the browser is online again. */
export const SEND_KEPT_TAG = 'envoyer-formulaires'
/** Where a page learns that a kept form was sent (by itself, another tab or the worker). */
export const SENT_CHANNEL = 'bk-envois'
