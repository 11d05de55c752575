import { ProjectListing, projectListingMetadata } from '@/features/projects/ProjectListing'
import { SiteShell } from '@/features/site/SiteShell'

export const generateMetadata = projectListingMetadata

/**
 * Every published project, rendered once and kept until a project is saved; addresses with
 * `?departement=` are rewritten to the dynamic `filtres` twin (next.config.mjs).
 */
export default function ProjectsPage() {
  return (
    <SiteShell>
      <ProjectListing department={null} />
    </SiteShell>
  )
}
