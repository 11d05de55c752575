import { ProjectListing, projectListingMetadata } from '@/features/projects/ProjectListing'

export const generateMetadata = projectListingMetadata

type Props = { searchParams: Promise<{ departement?: string | string[] }> }

/** `/realisations?departement=…` (rewritten here): the projects of one department. */
export default async function FilteredProjectsPage({ searchParams }: Props) {
  const raw = (await searchParams).departement
  return <ProjectListing department={(Array.isArray(raw) ? raw[0] : raw) ?? null} />
}
