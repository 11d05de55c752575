/** The names the pages and the worker share (no code: a page's first visit pays for none). */

/**
 * A page's message to the worker that has just taken it over: keep this page and what it
 * loaded (the first page of a visit arrives before the worker does).
 */
export const KEEP_LOADED = 'garder-la-page'
/**
 * The yard list's message to the worker (#62): keep these yard screens (`urls`) and their files
 * on the phone, so that each listed reservation opens in the yard without a signal.
 */
export const KEEP_YARD = 'garder-le-parc'
/** The worker's message to a tab whose page it just found changed: render it again. */
export const PAGE_UPDATED = 'page-mise-a-jour'
/**
 * A tab's message once its scripts listen: the worker tells it again of a change found while
 * they were loading (the copy shows at once, the network's answer may come before them).
 */
export const PAGE_LISTENING = 'page-a-l-ecoute'

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
