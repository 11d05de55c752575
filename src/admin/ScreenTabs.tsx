import './screenTabs.scss'

type Tab = { key: string; label: string; href: string }

/** Tabs of a spec screen whose tabs are screens of their own (departments, home page). */
export function ScreenTabs({
  label,
  tabs,
  current,
}: {
  label: string
  tabs: readonly Tab[]
  current: string
}) {
  return (
    <nav className="bk-tabs" aria-label={label}>
      {tabs.map((tab) => (
        <a
          key={tab.key}
          href={tab.href}
          className={`bk-tabs__tab${tab.key === current ? ' bk-tabs__tab--current' : ''}`}
          aria-current={tab.key === current ? 'page' : undefined}
        >
          {tab.label}
        </a>
      ))}
    </nav>
  )
}
