import type { AdminViewServerProps } from 'payload'

import { AdminPage } from '../AdminPage'

/** Envoi de fichiers (back office §2, /admin/upload). */
export function UploadView(props: AdminViewServerProps) {
  return (
    <AdminPage {...props} path="/upload">
      <h1>Envoyer des fichiers</h1>
    </AdminPage>
  )
}
