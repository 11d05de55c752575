import type { MetadataRoute } from 'next'

import { publicUrl } from '@/platform/runtime/environment'
import { robotsRules } from '@/features/site/robots'

// PUBLIC_URL of the running app, not of the build
export const dynamic = 'force-dynamic'

export default function robots(): MetadataRoute.Robots {
  return robotsRules(publicUrl())
}
