import 'server-only'

import { en } from './en'
import { fr } from './fr'

/**
 * The public site's languages and their dictionaries (#45), French first and by default. A
 * language is added by writing its dictionary beside these and naming it here; the type check
 * then asks for every key. Server code only: the browser receives its language's `client` part.
 */
export const dictionaries = { fr, en }

export type Locale = keyof typeof dictionaries
export const DEFAULT_LOCALE: Locale = 'fr'

/**
 * The words of the page being rendered. Every address is French until the site's English
 * addresses exist (#45's next step), which will set the language of each request here.
 */
export const siteText = () => dictionaries[DEFAULT_LOCALE]
