'use client'

import { Link } from '@payloadcms/ui'
import { usePathname } from 'next/navigation'
import { useEffect, useRef } from 'react'

import { OpenOnLaptops } from './OpenOnLaptops.client'

import './menuLinks.scss'

export type MenuEntry = {
  key: string
  label: string
  /** The screen it marks as current */
  target: string
  /** Where it leads: the screen, in French for a document */
  href: string
  badge?: number
}

const isActive = (pathname: string, target: string) =>
  target === '/admin'
    ? pathname === '/admin'
    : pathname === target || pathname.startsWith(`${target}/`)

/** The spec's 16 entries; the current screen is marked, Messages carries the unread count. */
export function MenuLinksClient({ entries }: { entries: MenuEntry[] }) {
  const pathname = usePathname()
  const list = useRef<HTMLUListElement>(null)
  // Payload's sidebar is a <nav> without a name, beside the breadcrumb's: each landmark its own
  useEffect(() => {
    list.current?.closest('nav')?.setAttribute('aria-label', 'Navigation de l’administration')
  }, [])
  return (
    <>
      <OpenOnLaptops />
      <ul ref={list} className="bk-menu" aria-label="Menu d'administration">
        {entries.map((entry) => {
          const active = isActive(pathname, entry.target)
          return (
            <li key={entry.key}>
              <Link
                href={entry.href}
                className={`bk-menu__link${active ? ' bk-menu__link--active' : ''}`}
                aria-current={active ? 'page' : undefined}
              >
                <span>{entry.label}</span>
                {entry.badge ? (
                  <span className="bk-menu__badge" aria-label={`${entry.badge} non lus`}>
                    {entry.badge}
                  </span>
                ) : null}
              </Link>
            </li>
          )
        })}
      </ul>
    </>
  )
}
