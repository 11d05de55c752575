import { adminBranding } from '../Brand/adminBranding'
import { RestorePanel } from './RestorePanel.client'

/** The restore's panel with the name to type: the company's, as the sidebar shows it. */
export async function RestoreBackup() {
  const { companyName } = await adminBranding()
  return <RestorePanel companyName={companyName} />
}
