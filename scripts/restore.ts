/**
 * `npm run restore -- <archive.tar.gz> [--force]`: replaces the SQLite database and the uploaded
 * files of DATA_DIR with a backup of `npm run backup`. Stop the server first: it keeps the old
 * database open. A server answering on PORT makes the restore refuse unless --force is given.
 * No page cache to clear here: at its next start the server expires every cached page.
 */
import { BackupError } from '../src/services/backup/backup'
import { restoreBackup, serverAnswers } from '../src/services/backup/restore'
import { serverPort } from '../src/lib/runtime'

const args = process.argv.slice(2)
const force = args.includes('--force')
const archives = args.filter((arg) => arg !== '--force')

try {
  if (archives.length !== 1 || archives[0]?.startsWith('-')) {
    throw new BackupError(
      "Indiquez l'archive à restaurer : npm run restore -- <fichier.tar.gz> [--force]",
    )
  }
  if (!force && (await serverAnswers(serverPort()))) {
    throw new BackupError(
      `Un serveur répond sur le port ${serverPort()} : arrêtez-le avant de restaurer ` +
        "(ou ajoutez --force s'il ne s'agit pas de ce site).",
    )
  }
  const manifest = await restoreBackup(archives[0] ?? '')
  const date = new Date(manifest.createdAt).toLocaleString('fr-FR')
  const files = Object.entries(manifest.files).map(([folder, count]) => `${folder} : ${count}`)
  console.log(
    `Sauvegarde du ${date} restaurée : base ${manifest.database}` +
      `${files.length ? `, fichiers (${files.join(', ')})` : ''}.`,
  )
  console.log('Redémarrez le serveur (npm start).')
} catch (error) {
  if (!(error instanceof BackupError)) throw error
  console.error(error.message)
  process.exit(1)
}
