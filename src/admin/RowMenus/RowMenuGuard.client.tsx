'use client'

import { type ReactNode, useEffect } from 'react'

import { frenchOnly } from '@/i18n/frenchOnly'

import { PROTECTED_ROW_ATTRIBUTE, ROW_NAME_ATTRIBUTE } from './rowAttributes'
import { PAYLOAD_ROW } from './payloadClasses'

/**
 * On <body> while the open row menu belongs to a protected row (src/app/(payload)/custom.scss
 * hides "Supprimer").
 */
const MENU_ATTRIBUTE = 'data-bk-protected-menu'

/** The row whose actions menu is open: Payload draws the menu in a portal, away from its row. */
let menuRow: Element | null = null

function guardRowMenus(event: MouseEvent) {
  const target = event.target instanceof Element ? event.target : null
  const menuButton = target?.closest(PAYLOAD_ROW.menuButton)
  if (menuButton) {
    menuRow = menuButton.closest(PAYLOAD_ROW.anyRow)
    document.body.toggleAttribute(
      MENU_ATTRIBUTE,
      menuRow?.hasAttribute(PROTECTED_ROW_ATTRIBUTE) ?? false,
    )
    return
  }
  if (!target?.closest(PAYLOAD_ROW.removeButton)) return
  // every removal asks first (back office §5), before Payload's own handler sees the click
  const name = menuRow?.getAttribute(ROW_NAME_ATTRIBUTE) ?? ''
  if (!window.confirm(frenchOnly.admin.removeRowConfirm(name))) {
    event.preventDefault()
    event.stopPropagation()
  }
}

/**
 * Around the whole admin, one document-wide listener on the rows' actions menus: « Supprimer »
 * asks for confirmation, and is hidden for a protected row.
 */
export function RowMenuGuard({ children }: { children?: ReactNode }) {
  useEffect(() => {
    document.addEventListener('click', guardRowMenus, true)
    return () => document.removeEventListener('click', guardRowMenus, true)
  }, [])
  return <>{children}</>
}
