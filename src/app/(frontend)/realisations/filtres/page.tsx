import { ProjectListing, projectListingMetadata } from '@/features/projects/ProjectListing'
import { SiteShell } from '@/features/site/SiteShell'

export const generateMetadata = projectListingMetadata

type Props = { searchParams: Promise<{ departement?: string | string[] }> }

/** `/realisations?departement=…` (rewritten here): the projects of one department. */
export default async function FilteredProjectsPage({ searchParams }: Props) {
  const raw = (await searchParams).departement
  return (
    <SiteShell>
      <ProjectListing department={(Array.isArray(raw) ? raw[0] : raw) ?? null} />
    </SiteShell>
  )
}
