import 'server-only'

import type { TrafficSource } from '@/lib/labels'

const SEARCH = /(^|\.)(google|bing|yahoo|duckduckgo|qwant|ecosia|baidu|yandex)\./i
const SOCIAL =
  /(^|\.)(facebook|fb|instagram|twitter|x|t|linkedin|lnkd|youtube|tiktok|whatsapp|wa)\.(com|me|co|in)$/i

/** Where a visit comes from, judged from its referrer (another page of the site counts as direct). */
export function trafficSource(
  referrer: string | null | undefined,
  ownHost?: string,
): TrafficSource {
  if (!referrer) return 'direct'
  let host: string
  try {
    host = new URL(referrer).hostname
  } catch {
    return 'direct'
  }
  if (ownHost && host === ownHost) return 'direct'
  if (SEARCH.test(host)) return 'search'
  if (SOCIAL.test(host)) return 'social'
  return 'referral'
}
