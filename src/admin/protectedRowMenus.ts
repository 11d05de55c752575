'use client'

import { useEffect } from 'react'

/** Set by RowLabel on an array row whose item is protected. */
export const PROTECTED_ROW_ATTRIBUTE = 'data-bk-protected'
/** On <body> while the open row menu belongs to a protected row (custom.scss hides "Supprimer"). */
const MENU_ATTRIBUTE = 'data-bk-protected-menu'

function rememberMenuOwner(event: MouseEvent) {
  const target = event.target instanceof Element ? event.target : null
  const button = target?.closest('.array-actions__button')
  if (!button) return
  // Payload draws the row menu in a portal, so the row is only known when its button is pressed
  document.body.toggleAttribute(
    MENU_ATTRIBUTE,
    button.closest(`[${PROTECTED_ROW_ATTRIBUTE}]`) !== null,
  )
}

let listeners = 0

/** One document-wide listener, however many protected rows are on the screen. */
export function useProtectedRowMenus() {
  useEffect(() => {
    if (listeners++ === 0) document.addEventListener('click', rememberMenuOwner, true)
    return () => {
      if (--listeners === 0) document.removeEventListener('click', rememberMenuOwner, true)
    }
  }, [])
}
