'use client'

import { TextField, toast, useFormFields } from '@payloadcms/ui'
import type { TextFieldClientProps } from 'payload'
import { useEffect, useRef, useState } from 'react'

import { frenchOnly } from '@/i18n/frenchOnly'

import { PAYLOAD_ROW } from '../RowMenus/payloadClasses'

import './addedItem.scss'

type Props = TextFieldClientProps & {
  /** The spec's toast title once the new item is complete: « Partenaire ajouté ». */
  addedTitle: string
  /** The spec's message while the new item lacks a required field. */
  message: string
  /** The row's fields that must be filled (a number: above 0), this one included; « a|b »: either. */
  requiredFields: string[]
}

const filled = (value: unknown) =>
  typeof value === 'number'
    ? value > 0
    : typeof value === 'string'
      ? value.trim() !== ''
      : value != null

/**
 * The name field of a list item the spec adds through a dialog (partners, links, services,
 * equipment): on a row just added, the spec's message shows at once while a required field is
 * empty, and its toast follows when the row is complete and left (« Partenaire ajouté », « Sahel
 * Construction a été ajouté avec succès »). A stored row says nothing.
 */
export function AddedItemName({ addedTitle, message, requiredFields, ...props }: Props) {
  const { path } = props
  const prefix = path.slice(0, path.lastIndexOf('.') + 1)
  const isNew = useFormFields(([fields]) => !filled(fields[path]?.initialValue))
  // a boolean, so that the field renders again only when it changes
  const complete = useFormFields(([fields]) =>
    requiredFields.every((names) =>
      names.split('|').some((name) => filled(fields[`${prefix}${name}`]?.value)),
    ),
  )
  const name = useFormFields(([fields]) => fields[path]?.value)
  const [announced, setAnnounced] = useState(false)
  const anchor = useRef<HTMLParagraphElement>(null)
  const state = useRef({ complete, name })
  useEffect(() => {
    state.current = { complete, name }
  })

  useEffect(() => {
    const row = anchor.current?.closest(PAYLOAD_ROW.arrayRow)
    if (!isNew || announced || !row) return
    const leave = (event: FocusEvent) => {
      if (event.relatedTarget instanceof Node && row.contains(event.relatedTarget)) return
      if (!state.current.complete) return
      setAnnounced(true)
      toast.success(addedTitle, {
        description: frenchOnly.admin.itemAdded(String(state.current.name ?? '').trim()),
      })
    }
    row.addEventListener('focusout', leave as EventListener)
    return () => row.removeEventListener('focusout', leave as EventListener)
  }, [isNew, announced, addedTitle])

  return (
    <>
      <TextField {...props} />
      <p ref={anchor} className="bk-add-hint" role={isNew && !complete ? 'alert' : undefined}>
        {isNew && !complete ? message : null}
      </p>
    </>
  )
}
