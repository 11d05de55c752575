import { Fragment, type ReactNode } from 'react'

import { LocalBusinessJsonLd } from '@/features/site/LocalBusinessJsonLd'
import { SiteShell } from '@/features/site/SiteShell'
import { listActiveDepartments } from '@/features/departments/readers'
import { readGlobal } from '@/platform/data/globals'
import { siteAddressMetadata } from '@/i18n/site'
import { companyContact } from '@/lib/company'
import { sectionGlobalSlug } from '@/lib/sections'
import { HOME_GROUPS, type HomeSectionId } from '@/features/home/catalog'
import { type HomeData, SECTION_VIEWS, type SectionView } from '@/features/home/registry'

type ReadSection = { id: HomeSectionId; shown: boolean; render: (home: HomeData) => ReactNode }

/** Reads the section's global, unless the section reads it itself and so decides alone. */
async function readSection<T extends HomeSectionId>(id: T): Promise<ReadSection> {
  const view: SectionView<T> = SECTION_VIEWS[id]
  if ('readsOwnGlobal' in view) return { id, shown: true, render: view.render }
  const section = await readGlobal(sectionGlobalSlug(id))
  return { id, shown: Boolean(section.isActive), render: (home) => view.render(section, home) }
}

type AnchorGroupProps = { anchor: string; sections: ReadSection[]; home: HomeData }

/**
 * A section alone under its anchor renders its own element with that id; sections sharing an
 * anchor (equipment and calculator) stand in one wrapper, shown while any of them is.
 */
function AnchorGroup({ anchor, sections, home }: AnchorGroupProps) {
  const shown = sections
    .filter((section) => section.shown)
    .map((section) => <Fragment key={section.id}>{section.render(home)}</Fragment>)
  if (sections.length === 1) return shown
  return shown.length > 0 && <section id={anchor}>{shown}</section>
}

/** Its title and description are the layout's; its address and its twins, its own. */
export const generateMetadata = async () => siteAddressMetadata('/')

/** The home page: every active section in the spec's order, each under its anchor. */
export default async function HomePage() {
  const [topBar, general, departments, groups] = await Promise.all([
    readGlobal('top-bar'),
    readGlobal('site-settings'),
    listActiveDepartments().catch(() => null),
    Promise.all(
      HOME_GROUPS.map(async ({ anchor, ids }) => ({
        anchor,
        sections: await Promise.all(ids.map(readSection)),
      })),
    ),
  ])
  const home: HomeData = { general, company: companyContact(general), departments }

  return (
    <SiteShell>
      <LocalBusinessJsonLd topBar={topBar} siteSettings={general} departments={departments ?? []} />
      {groups.map(({ anchor, sections }) => (
        <AnchorGroup key={anchor} anchor={anchor} sections={sections} home={home} />
      ))}
    </SiteShell>
  )
}
