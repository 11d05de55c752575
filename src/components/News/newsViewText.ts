import { siteText } from '@/i18n/site'

/** What `toNewsView` needs of the page's language: its date format and the unsigned author. */
export function newsViewText() {
  const { meta, news } = siteText()
  return { intl: meta.intl, team: news.team }
}
