'use client'

import { toast } from '@payloadcms/ui'
import { useCallback, useEffect, useRef, useState } from 'react'

import { frenchOnly } from '@/i18n/frenchOnly'
import { formatUpdateTime } from './analyticsFormat'
import { toLoginAfterExpiry } from '@/platform/browser/apiClient'
import { ANALYTICS_REFRESH_MS } from '@/lib/constants'

import { ActivityCharts } from './ActivityCharts'
import { eraseAnalytics, reloadAnalytics } from './actions'
import { DetailCards } from './DetailCards'
import { TopPages } from './TopPages'
import { TrendCards } from './TrendCards'
import type { AnalyticsReport } from '../report'
import './analytics.scss'

/**
 * Statistiques (back office §2): the server's figures, refreshed on demand and every 5 minutes,
 * and the reset of the recorded page views after the browser's confirmation.
 */
export function AnalyticsScreen({ initial }: { initial: AnalyticsReport | null }) {
  const [data, setData] = useState(initial)
  const [failed, setFailed] = useState(initial === null)
  const [loading, setLoading] = useState(false)
  const [resetting, setResetting] = useState(false)
  // only the latest request may change the screen: an older answer arriving late is dropped
  const latestRequest = useRef(0)

  const load = useCallback(async (): Promise<boolean> => {
    const request = ++latestRequest.current
    setLoading(true)
    try {
      const next = await reloadAnalytics()
      if (!next.ok && next.signedOut) toLoginAfterExpiry()
      if (request !== latestRequest.current) return false
      if (next.ok) setData(next.data)
      setFailed(!next.ok)
      return next.ok
    } catch (error) {
      // the server could not be reached
      if (request === latestRequest.current) {
        console.error('Statistiques : chargement impossible', error)
        setFailed(true)
      }
      return false
    } finally {
      if (request === latestRequest.current) setLoading(false)
    }
  }, [])

  useEffect(() => {
    const timer = window.setInterval(() => void load(), ANALYTICS_REFRESH_MS)
    return () => window.clearInterval(timer)
  }, [load])

  const refresh = async () => {
    if (await load()) toast.success(frenchOnly.analytics.refreshed)
  }

  const reset = async () => {
    if (!window.confirm(frenchOnly.analytics.resetConfirm)) return
    setResetting(true)
    try {
      const erased = await eraseAnalytics()
      if (!erased.ok && erased.signedOut) return toLoginAfterExpiry()
      if (!erased.ok) throw new Error('Réinitialisation refusée par le serveur')
      toast.success(frenchOnly.analytics.resetDone)
      await load()
    } catch (error) {
      console.error('Statistiques : réinitialisation impossible', error)
      toast.error(frenchOnly.analytics.resetFailed)
    } finally {
      setResetting(false)
    }
  }

  return (
    <div className="bk-analytics" aria-busy={loading}>
      <header className="bk-analytics__header">
        <div>
          <h1>Statistiques</h1>
          <p className="bk-analytics__muted">30 derniers jours, comparés aux 30 précédents</p>
          {data && (
            <p className="bk-analytics__updated">
              Dernière mise à jour :{' '}
              <time dateTime={data.lastUpdated}>{formatUpdateTime(data.lastUpdated)}</time>
            </p>
          )}
        </div>
        <div className="bk-analytics__actions">
          <button
            type="button"
            className="bk-action bk-analytics__button"
            disabled={loading || resetting}
            onClick={() => void refresh()}
          >
            Actualiser
          </button>
          <button
            type="button"
            className="bk-action bk-analytics__button bk-analytics__button--danger"
            disabled={loading || resetting}
            onClick={() => void reset()}
          >
            Réinitialiser
          </button>
        </div>
      </header>
      {failed && (
        <div role="alert" className="bk-analytics__error">
          <p>{frenchOnly.analytics.loadFailed}</p>
          <button
            type="button"
            className="bk-action bk-analytics__button"
            disabled={loading}
            onClick={() => void load()}
          >
            {frenchOnly.common.retry}
          </button>
        </div>
      )}
      {data && (
        <>
          <TrendCards trends={data.trends} />
          <ActivityCharts chartData={data.chartData} />
          <DetailCards general={data.general} contacts={data.contacts} equipment={data.equipment} />
          <TopPages pages={data.topPages} />
        </>
      )}
    </div>
  )
}
