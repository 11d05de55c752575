import './subscribersExport.scss'

/** Above the subscribers list: the CSV export of every address. */
export function SubscribersExport() {
  return (
    <div className="bk-list-actions">
      <a className="bk-action" href="/api/admin/subscribers/export" download>
        Exporter en CSV
      </a>
    </div>
  )
}
