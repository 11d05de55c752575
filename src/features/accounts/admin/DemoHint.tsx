import { DEMO_ADMIN, DEMO_SUPER_ADMIN, isDemoMode } from '@/platform/runtime/environment'

/** Under the login form, in demo mode only: the test accounts (back office §2). */
export function DemoHint() {
  if (!isDemoMode()) return null
  return (
    <aside className="bk-demo-hint" aria-label="Comptes de test">
      <p>Comptes de test (mode démonstration) :</p>
      <ul>
        <li>
          Administrateur : <code>{DEMO_ADMIN.email}</code> / <code>{DEMO_ADMIN.password}</code>
        </li>
        <li>
          Super-administrateur : <code>{DEMO_SUPER_ADMIN.email}</code> /{' '}
          <code>{DEMO_SUPER_ADMIN.password}</code>
        </li>
      </ul>
    </aside>
  )
}
