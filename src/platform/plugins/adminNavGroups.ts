import type { CollectionConfig, GlobalConfig } from 'payload'

import { MENU_TARGET_SLUGS } from './adminMenu'

/**
 * Screens that the spec's menu opens leave Payload's generated navigation (`group: false`
 * keeps their routes), so nothing is listed twice; the rest stays in its group below the menu.
 */
export function outOfGeneratedNav<T extends CollectionConfig | GlobalConfig>(configs: T[]): T[] {
  return configs.map((config) =>
    (MENU_TARGET_SLUGS as string[]).includes(config.slug)
      ? { ...config, admin: { ...config.admin, group: false } }
      : config,
  )
}
