import type { UIField } from 'payload'

import type { HomepageTab } from '@/lib/homepageTabs'

/** The home page screen's tabs at the top of one of its editors (back office §2). */
export function homepageTabsField(current: HomepageTab): UIField {
  return {
    name: 'homepageTabs',
    type: 'ui',
    admin: {
      components: {
        Field: { path: '/features/home/admin/HomepageTabs#HomepageTabs', clientProps: { current } },
      },
    },
  }
}
