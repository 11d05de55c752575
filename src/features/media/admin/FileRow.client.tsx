'use client'

import { toast } from '@payloadcms/ui'

import { UPLOAD_TYPE_LABELS } from '@/lib/uploadRules'

import { STATUS_LABELS, type Entry } from './entries'

const sizeFormat = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 })

/** 1 258 291 → "1,2 Mo"; 2 048 → "2 Ko". */
function fileSize(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${sizeFormat.format(bytes / (1024 * 1024))} Mo`
    : `${sizeFormat.format(Math.max(1, bytes / 1024))} Ko`
}

async function copy(url: string) {
  try {
    await navigator.clipboard.writeText(url)
    toast.success('URL copiée')
  } catch {
    toast.error('Impossible de copier l’URL')
  }
}

function StoredFile({ stored, name }: { stored: NonNullable<Entry['stored']>; name: string }) {
  const absolute = new URL(stored.url, window.location.origin).href
  return (
    <div className="bk-upload__stored">
      {/* eslint-disable-next-line @next/next/no-img-element -- the file just stored, shown as uploaded */}
      <img className="bk-upload__thumb" src={stored.url} alt={`Aperçu de ${name}`} />
      <div className="bk-upload__stored-info">
        <a className="bk-upload__url" href={stored.url} target="_blank" rel="noreferrer">
          {absolute}
        </a>
        <span className="bk-upload__muted">Type : {UPLOAD_TYPE_LABELS[stored.type]}</span>
        <div className="bk-upload__stored-actions">
          <button
            type="button"
            className="bk-action bk-action--light bk-upload__small"
            onClick={() => void copy(absolute)}
          >
            Copier l’URL
          </button>
          {stored.id && (
            <a
              className="bk-upload__link"
              href={`/admin/collections/media/${encodeURIComponent(stored.id)}`}
            >
              Ouvrir dans la médiathèque
            </a>
          )}
        </div>
      </div>
    </div>
  )
}

/** One chosen file: its name, size, state (pending, sending, sent, error with its reason). */
export function FileRow({ entry, onRemove }: { entry: Entry; onRemove?: () => void }) {
  const { file, status } = entry
  return (
    <li className={`bk-upload__row bk-upload__row--${status}`}>
      <div className="bk-upload__row-head">
        <span className="bk-upload__name">{file.name}</span>
        <span className="bk-upload__muted">{fileSize(file.size)}</span>
        <span className={`bk-upload__pill bk-upload__pill--${status}`}>
          {STATUS_LABELS[status]}
        </span>
        {onRemove && (
          <button
            type="button"
            className="bk-upload__remove"
            onClick={onRemove}
            aria-label={`Retirer ${file.name} de la liste`}
          >
            ×
          </button>
        )}
      </div>
      {status === 'error' && entry.error && (
        <p className="bk-upload__error" role="alert">
          {entry.error}
        </p>
      )}
      {status === 'success' && entry.stored && (
        <StoredFile stored={entry.stored} name={file.name} />
      )}
    </li>
  )
}
