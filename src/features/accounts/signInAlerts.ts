// audience: the team, in French (tests/unit/site-strings.unit.spec.ts)
import 'server-only'

import type { Payload } from 'payload'

import { formatLongDateTime } from '@/lib/format'
import { CLIENT_IP_HEADER, publicUrl } from '@/platform/runtime/environment'
import { signature } from '@/platform/runtime/signature'
import type { User } from '@/generated/payload-types'
import { mailBrand } from '@/platform/services/mail/brand'
import { sendMail } from '@/platform/services/mail/outbox'
import { type MailBrand, render, type Rendered } from '@/platform/services/mail/templates'

import { writeUserRow } from './userRow'

/** To an account that signed in from a browser or an address it had not used before. */
function newSignInMail(
  brand: MailBrand,
  signIn: { when: string; ip: string; browser: string; accountLink: string },
): Rendered {
  return render(brand, `Nouvelle connexion à votre compte — ${brand.name}`, [
    { paragraph: 'Bonjour,' },
    {
      paragraph: `Votre compte d’administration ${brand.name} vient d’être ouvert depuis un navigateur ou une adresse que nous ne connaissions pas :`,
    },
    {
      fields: [
        ['Date', signIn.when],
        ['Adresse IP', signIn.ip],
        ['Navigateur', signIn.browser],
      ],
    },
    {
      paragraph:
        'Si c’est vous, il n’y a rien à faire. Sinon, changez votre mot de passe tout de suite et activez la double authentification :',
    },
    { button: { label: 'Changer mon mot de passe', href: signIn.accountLink } },
    {
      small:
        'Ces alertes se désactivent dans les paramètres de votre compte (« Alertes de connexion »).',
    },
  ])
}

/** How many addresses and browsers an account remembers (the oldest forgotten first). */
const REMEMBERED = 20

type Known = { ips: string[]; browsers: string[] }

const BROWSERS: [string, RegExp][] = [
  ['Edge', /Edg\//],
  ['Opera', /OPR\//],
  ['Firefox', /Firefox\//],
  ['Chrome', /Chrome\//],
  ['Safari', /Safari\//],
]
const SYSTEMS: [string, RegExp][] = [
  ['Android', /Android/],
  ['iOS', /iPhone|iPad/],
  ['Windows', /Windows/],
  ['macOS', /Mac OS X/],
  ['Linux', /Linux/],
]

/** Where a sign-in came from, as the mail tells it: its address and « Chrome sur Windows ». */
export function signInOrigin(headers: Headers): { ip: string; browser: string } {
  const agent = headers.get('user-agent') ?? ''
  const browser = BROWSERS.find(([, pattern]) => pattern.test(agent))?.[0] ?? 'Navigateur inconnu'
  const system = SYSTEMS.find(([, pattern]) => pattern.test(agent))?.[0]
  return {
    ip: headers.get(CLIENT_IP_HEADER) || 'adresse inconnue',
    browser: system ? `${browser} sur ${system}` : browser,
  }
}

/** Kept as keyed hashes: the row does not tell where its owner signs in from. */
const fingerprint = (value: string) => signature(value, 22)

const remember = (list: string[], value: string) =>
  [value, ...list.filter((item) => item !== value)].slice(0, REMEMBERED)

/**
 * After a sign-in: an account that has signed in before and meets a browser or an address it
 * has not seen is told by mail (when, from where, with what, and where to change the password),
 * unless it turned the alerts off. The very first sign-in has nothing to compare with.
 */
export async function noteSignIn(payload: Payload, user: User, headers: Headers): Promise<void> {
  // no address and no browser: the server checking a password (change-password), not a visit
  if (!headers.get(CLIENT_IP_HEADER) && !headers.get('user-agent')) return
  const row = (await payload.db.findOne({
    collection: 'users',
    where: { id: { equals: user.id } },
  })) as (Omit<User, 'knownSignIns'> & { knownSignIns?: Partial<Known> | null }) | null
  if (!row) return
  const origin = signInOrigin(headers)
  const ip = fingerprint(`ip:${origin.ip}`)
  const browser = fingerprint(`browser:${origin.browser}`)
  const known: Known = {
    ips: row.knownSignIns?.ips ?? [],
    browsers: row.knownSignIns?.browsers ?? [],
  }
  const first = known.ips.length === 0 && known.browsers.length === 0
  const unseen = !known.ips.includes(ip) || !known.browsers.includes(browser)
  await writeUserRow(payload, row, {
    knownSignIns: { ips: remember(known.ips, ip), browsers: remember(known.browsers, browser) },
  })
  if (first || !unseen || row.loginAlerts === false) return
  await sendMail(payload, {
    kind: 'security',
    to: row.email,
    ...newSignInMail(await mailBrand(payload), {
      when: formatLongDateTime(new Date()),
      ...origin,
      accountLink: `${publicUrl()}/admin/account`,
    }),
  })
}
