import { siteText } from '@/i18n/site'

/**
 * What `toNewsView` needs of the page's language: its date format, the unsigned author and the
 * categories' names.
 */
export function newsViewText() {
  const { meta, news, client } = siteText()
  return { intl: meta.intl, team: news.team, categories: client.labels.newsCategories }
}
