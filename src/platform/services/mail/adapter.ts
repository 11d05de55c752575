import 'server-only'

import type { EmailAdapter } from 'payload'

import { COMPANY_EMAIL, COMPANY_NAME } from '@/lib/company'
import { publicUrl } from '@/platform/runtime/environment'

import { mailBrand } from './brand'
import { sendMail } from './outbox'
import { type MailBrand, render, type Rendered } from './templates'

const RESET_LINK_HIDDEN = '(lien masqué dans le journal des emails)'

function resetMail(brand: MailBrand, link: string): Rendered {
  return render(brand, `Réinitialisation de votre mot de passe — ${brand.name}`, [
    { paragraph: 'Bonjour,' },
    {
      paragraph: `Une réinitialisation du mot de passe de votre compte d’administration ${brand.name} a été demandée. Pour choisir un nouveau mot de passe, ouvrez ce lien :`,
    },
    { button: { label: 'Choisir un nouveau mot de passe', href: link } },
    {
      small:
        'Ce lien est valable une heure et ne sert qu’une fois. Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.',
    },
  ])
}

/** The reset screen's address in a mail: built on PUBLIC_URL, the token Payload made. */
const RESET_LINK = /https?:\/\/[^\s"'<>]+\/admin\/reset\/[A-Za-z0-9._~-]+/

const resetLink = (token: string) => `${publicUrl()}/admin/reset/${token}`

/**
 * Payload's email adapter: the mails Payload sends itself (« Mot de passe oublié ? ») go through
 * the outgoing-mail log like the site's own, stored first and sent by SMTP_URL (Payload's
 * nodemailer adapter, src/platform/services/mail/transport.ts) or printed on the console without it. A reset
 * mail is stored with its link masked.
 */
export const outboxEmailAdapter: EmailAdapter = ({ payload }) => ({
  name: 'journal-des-emails',
  defaultFromAddress: COMPANY_EMAIL,
  defaultFromName: COMPANY_NAME,
  sendEmail: async (message) => {
    const to = String(message.to ?? '')
    const html = String(message.html ?? '')
    const link = RESET_LINK.exec(html)?.[0]
    if (link) {
      const brand = await mailBrand(payload)
      await sendMail(
        payload,
        { kind: 'reset', to, ...resetMail(brand, link) },
        { kind: 'reset', to, ...resetMail(brand, RESET_LINK_HIDDEN) },
      )
      return
    }
    await sendMail(payload, {
      kind: 'notification',
      to,
      subject: String(message.subject ?? ''),
      html,
      text: String(message.text ?? html.replace(/<[^>]+>/g, ' ')),
    })
  },
})

/**
 * Users' `auth.forgotPassword`: the link, on PUBLIC_URL, in what Payload hands to the adapter
 * above, which makes the French mail around it (and its masked copy) in one place.
 */
export const forgotPasswordEmail = {
  generateEmailSubject: () => `Réinitialisation de votre mot de passe — ${COMPANY_NAME}`,
  generateEmailHTML: (args?: { token?: string }) => {
    const link = resetLink(args?.token ?? '')
    return `<p><a href="${link}">${link}</a></p>`
  },
}
