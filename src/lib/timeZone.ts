/**
 * The company's clock (an IANA name): every date and time the site and the admin show, whatever
 * the reader's own device says. `TIME_ZONE` sets it (Africa/Niamey by default); Next writes it
 * into the browser's code at build time (next.config.mjs), and a change rebuilds
 * (scripts/lib/build.ts). Read without Intl: a page's first Intl object costs the browser
 * 15–40 ms (src/lib/format.ts); the server checks the name once (checkTimeZone).
 */
export const COMPANY_TIME_ZONE = process.env.TIME_ZONE || 'Africa/Niamey'

/** Stops the server at start on a name Intl does not know, with a sentence saying which. */
export function checkTimeZone(name = COMPANY_TIME_ZONE): string {
  try {
    return new Intl.DateTimeFormat('fr-FR', { timeZone: name }).resolvedOptions().timeZone
  } catch {
    throw new Error(
      `TIME_ZONE : fuseau horaire inconnu « ${name} » (un nom IANA, par exemple Africa/Niamey).`,
    )
  }
}
