import type { AdminViewServerProps } from 'payload'

import { readGlobal } from '@/platform/data/globals'
import { sectionGlobalSlug } from '@/lib/sections'
import { SECTION_IDS, SECTIONS } from '../catalog'

import { AdminPage } from '@/admin/AdminPage'
import { HomepageTabs } from './HomepageTabs'
import { SectionList } from './SectionList.client'

import './homepageSections.scss'

/** /admin/homepage/sections: the « Contenu principal » tab of the home page's screen. */
export async function HomepageSectionsView(props: AdminViewServerProps) {
  const sections = await Promise.all(
    SECTION_IDS.map(async (id) => {
      const slug = sectionGlobalSlug(id)
      // the public pages' cached read, renewed by every save and switch
      const stored = await readGlobal(slug)
      return {
        id,
        title: SECTIONS[id].title,
        description: SECTIONS[id].description,
        active: Boolean(stored.isActive),
        editHref: `/admin/globals/${slug}`,
      }
    }),
  )
  return (
    <AdminPage {...props} path="/homepage/sections">
      <h1>Page d&apos;accueil</h1>
      <HomepageTabs current="sections" />
      <p className="bk-muted">
        Les sections dans l’ordre de la page. Chaque interrupteur est enregistré aussitôt.
      </p>
      <SectionList sections={sections} />
    </AdminPage>
  )
}
