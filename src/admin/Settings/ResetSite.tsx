import { adminBranding } from '../Brand/adminBranding'
import { ResetSitePanel } from './ResetSitePanel.client'

/** The reset's panel with the name to type: the company's, as the sidebar shows it. */
export async function ResetSite() {
  const { companyName } = await adminBranding()
  return <ResetSitePanel companyName={companyName} />
}
