'use client'

import { X } from 'lucide-react'
import type React from 'react'
import { createContext, useContext, useEffect, useId, useRef } from 'react'

import { useSiteText } from '@/ui/SiteText.client'

type Props = {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** Read by screen readers as the dialog's description. */
  description: string
  children: React.ReactNode
  /** Tailwind max-width class of the panel. */
  size?: 'max-w-2xl' | 'max-w-3xl' | 'max-w-4xl'
  /** A centred panel with a close button in its corner, or a side drawer that brings its own. */
  variant?: 'panel' | 'drawer'
  className?: string
}

const DialogContext = createContext<{ titleId: string; close: () => void }>({
  titleId: '',
  close: () => undefined,
})

const PLACEMENT = {
  panel:
    'm-auto h-fit max-h-[92vh] w-[calc(100vw-1.5rem)] rounded-2xl backdrop:bg-slate-950/70 backdrop:backdrop-blur-sm',
  drawer: 'my-0 ml-auto mr-0 h-full max-h-none w-80 max-w-[85vw] backdrop:bg-slate-950/60',
}

/**
 * The site's modal, on the browser's own `<dialog>`: `showModal()` traps focus (first on the
 * corner close button), makes the page behind inert, closes on Escape and gives focus back on
 * close; a click on the backdrop closes too, and globals.css locks the page's scroll while one is
 * open. The body renders a visible `DialogTitle` (the accessible name).
 */
export function Dialog({
  open,
  onOpenChange,
  description,
  children,
  size = 'max-w-3xl',
  variant = 'panel',
  className = '',
}: Props) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const descriptionId = useId()
  const close = () => onOpenChange(false)
  const { text } = useSiteText()

  useEffect(() => {
    const dialog = ref.current
    if (open && dialog && !dialog.open) {
      dialog.showModal()
      dialog.scrollTop = 0
    }
    if (!open && dialog?.open) dialog.close()
  }, [open])

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      onClose={() => open && close()}
      // the backdrop belongs to the <dialog> itself; the panel's content never is the target
      onClick={(event) => event.target === event.currentTarget && close()}
      className={`fixed inset-0 overflow-y-auto bg-white p-0 shadow-2xl focus:outline-none ${PLACEMENT[variant]} ${variant === 'panel' ? size : ''}`}
    >
      {open && (
        <DialogContext.Provider value={{ titleId, close }}>
          <div className={className}>
            <p id={descriptionId} className="sr-only">
              {description}
            </p>
            {/* first in the DOM: showModal() focuses it, so a long dialog opens at its top */}
            {variant === 'panel' && (
              <DialogClose
                aria-label={text.common.close}
                className="absolute right-3 top-3 z-10 rounded-full bg-white/90 p-2 text-slate-700 shadow hover:bg-white"
              >
                <X aria-hidden="true" className="h-5 w-5" />
              </DialogClose>
            )}
            {children}
          </div>
        </DialogContext.Provider>
      )}
    </dialog>
  )
}

/** The dialog's heading, which names it. */
export function DialogTitle(props: React.ComponentProps<'h2'>) {
  return <h2 {...props} id={useContext(DialogContext).titleId} />
}

/** A control inside the dialog that closes it (the corner button, the spec's 'Fermer'). */
export function DialogClose({ onClick, ...props }: React.ComponentProps<'button'>) {
  const { close } = useContext(DialogContext)
  return (
    <button
      type="button"
      {...props}
      onClick={(event) => {
        onClick?.(event)
        close()
      }}
    />
  )
}
