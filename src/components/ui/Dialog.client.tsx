'use client'

import * as RadixDialog from '@radix-ui/react-dialog'
import { X } from 'lucide-react'
import type React from 'react'

type Props = {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** Read by screen readers as the dialog's description. */
  description: string
  children: React.ReactNode
  /** Tailwind max-width class of the panel. */
  size?: 'max-w-2xl' | 'max-w-3xl' | 'max-w-4xl'
}

/**
 * The site's modal: Radix handles focus trapping, Escape, scroll lock and aria wiring. The body
 * renders a visible `DialogTitle` (the accessible name); the top-right button closes.
 */
export function Dialog({ open, onOpenChange, description, children, size = 'max-w-3xl' }: Props) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-slate-950/70 backdrop-blur-sm" />
        <RadixDialog.Content
          className={`fixed left-1/2 top-1/2 z-50 max-h-[92vh] w-[calc(100vw-1.5rem)] ${size} -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white shadow-2xl focus:outline-none`}
        >
          <RadixDialog.Description className="sr-only">{description}</RadixDialog.Description>
          {children}
          <RadixDialog.Close
            aria-label="Fermer"
            className="absolute right-3 top-3 rounded-full bg-white/90 p-2 text-slate-700 shadow hover:bg-white"
          >
            <X aria-hidden="true" className="h-5 w-5" />
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  )
}

export const DialogTitle = RadixDialog.Title
/** A close control inside the dialog body (the spec's 'Fermer' button). */
export const DialogClose = RadixDialog.Close
