import type { Metadata } from 'next'

import { CatalogueBrowser } from '@/components/Equipment/CatalogueBrowser.client'
import { SiteShell } from '@/components/SiteShell'
import { PageHeader } from '@/components/ui/PageHeader'
import { listActiveEquipment } from '@/data/equipment'
import { readGlobal } from '@/data/globals'
import { fr } from '@/i18n/fr'
import { companyContact } from '@/lib/company'
import { pageMetadata } from '@/lib/seo'

export const metadata: Metadata = pageMetadata({
  title: fr.catalogue.title,
  description:
    'Le catalogue complet de nos engins et véhicules, à consulter en ligne ou à télécharger en PDF.',
  path: '/catalogue',
})

export default async function CataloguePage() {
  const [general, items] = await Promise.all([
    readGlobal('site-settings'),
    listActiveEquipment().catch(() => null),
  ])
  return (
    <SiteShell>
      <PageHeader
        badge="Catalogue"
        title={fr.catalogue.title}
        description="Tous nos engins et véhicules, avec leurs tarifs et leur disponibilité, à consulter ici ou à télécharger en PDF."
      />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        {items === null ? (
          <p role="alert" className="text-center font-medium text-red-700">
            Erreur lors du chargement des équipements
          </p>
        ) : (
          <CatalogueBrowser items={items} phone={companyContact(general).phone} />
        )}
      </div>
    </SiteShell>
  )
}
