import type { AdminViewServerProps } from 'payload'

import { AdminPage } from '@/admin/AdminPage'
import { UploadForm } from './UploadForm.client'

/** Envoi de fichiers (back office §2, /admin/upload). */
export function UploadView(props: AdminViewServerProps) {
  return (
    <AdminPage {...props} path="/upload">
      <h1 className="bk-upload__title">Envoyer des fichiers</h1>
      <UploadForm />
    </AdminPage>
  )
}
