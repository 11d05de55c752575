'use client'

import { useId, useState, type DragEvent } from 'react'

import { UPLOAD_MAX_MB } from '@/lib/constants'
import { IMAGE_ACCEPT } from '@/lib/uploadRules'

import { OWN_FILE_CHECKS } from './PhotoShrinker.client'

type Props = { onFiles: (files: File[]) => void; disabled: boolean }

/** The file input of the screen, whose label is also a drop zone for files dragged onto it. */
export function DropZone({ onFiles, disabled }: Props) {
  const inputId = useId()
  const hintId = useId()
  const [dragging, setDragging] = useState(false)

  const onDragOver = (event: DragEvent) => {
    event.preventDefault()
    event.dataTransfer.dropEffect = disabled ? 'none' : 'copy'
    setDragging(!disabled)
  }
  const onDrop = (event: DragEvent) => {
    event.preventDefault()
    setDragging(false)
    if (!disabled && event.dataTransfer.files.length) onFiles([...event.dataTransfer.files])
  }

  return (
    <div
      {...{ [OWN_FILE_CHECKS]: '' }}
      className={`bk-upload__drop${dragging ? ' bk-upload__drop--active' : ''}${disabled ? ' bk-upload__drop--disabled' : ''}`}
      onDragOver={onDragOver}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <input
        id={inputId}
        className="bk-visually-hidden"
        type="file"
        multiple
        accept={IMAGE_ACCEPT}
        disabled={disabled}
        aria-describedby={hintId}
        onChange={(event) => {
          const files = [...(event.currentTarget.files ?? [])]
          // emptied so that choosing the same file again is seen as a change
          event.currentTarget.value = ''
          if (files.length) onFiles(files)
        }}
      />
      <label htmlFor={inputId} className="bk-upload__drop-label">
        <span className="bk-upload__drop-title">Choisir des images</span>
        <span>ou glissez-déposez-les ici</span>
      </label>
      <p id={hintId} className="bk-upload__muted">
        JPEG, JPG, PNG, GIF, WebP ou SVG — {UPLOAD_MAX_MB} Mo maximum par fichier. Les photos plus
        grandes sont réduites avant l’envoi.
      </p>
    </div>
  )
}
