'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

import { homePath, localeOfPath } from '@/lib/localePaths'
import { SERVICE_WORKER_PATH } from '@/lib/sitePaths'

import { KEEP_LOADED, KEPT_FORMS_FLAG, PAGE_LISTENING, PAGE_UPDATED } from './signals'

/** Sends the forms kept offline (the outbox's code is loaded only when one waits). */
async function sendKeptForms() {
  if (!localStorage.getItem(KEPT_FORMS_FLAG)) return
  const { sendKept } = await import('@/features/offline/worker/outbox')
  if ((await sendKept()) === 0) localStorage.removeItem(KEPT_FORMS_FLAG)
}

/**
 * The public site on a phone without a network: registers the service worker once the page has
 * loaded (production builds only: the edge serves it), renders the page again when the worker
 * found a newer copy than the one it showed, and sends the forms kept offline as soon as the
 * network returns (and at the next visit, for a browser without Background Sync).
 */
export function OfflineSupport() {
  const router = useRouter()
  useEffect(() => {
    // eslint-disable-next-line no-restricted-properties -- Next writes the mode into the browser's code
    if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return
    // the first page of a visit came before the worker: once it runs, it keeps what was loaded
    const firstVisit = !navigator.serviceWorker.controller
    const register = () =>
      void navigator.serviceWorker
        .register(SERVICE_WORKER_PATH, { updateViaCache: 'none' })
        .then(() => navigator.serviceWorker.ready)
        .then((registration) => {
          if (!firstVisit) return
          const loaded = performance
            .getEntriesByType('resource')
            .map((entry) => entry.name)
            .concat(window.location.href)
          // and the quote form, where every « Demander un devis » leads: it opens offline too
          const formPage = new URL(homePath(localeOfPath(window.location.pathname)), location.href)
          registration.active?.postMessage({
            type: KEEP_LOADED,
            urls: loaded,
            formPage: formPage.href,
          })
        })
        .catch(() => undefined)
    if (document.readyState === 'complete') register()
    else window.addEventListener('load', register, { once: true })

    const onMessage = (event: MessageEvent<{ type?: string; url?: string }>) => {
      if (event.data?.type === PAGE_UPDATED && event.data.url === window.location.href)
        router.refresh()
    }
    const send = () => void sendKeptForms().catch(() => undefined)
    navigator.serviceWorker.addEventListener('message', onMessage)
    // a change the worker found before this listened (a kept copy shows before the scripts run)
    navigator.serviceWorker.controller?.postMessage({
      type: PAGE_LISTENING,
      url: window.location.href,
    })
    window.addEventListener('online', send)
    send()
    return () => {
      window.removeEventListener('load', register)
      navigator.serviceWorker.removeEventListener('message', onMessage)
      window.removeEventListener('online', send)
    }
  }, [router])
  return null
}
