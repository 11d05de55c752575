import { fr } from '@/i18n/site/fr'
import { fill } from '@/i18n/site/template'

const templates = fr.client.whatsapp

/**
 * The French messages that WhatsApp links prefill (#42), for the admin and the data the customer's
 * page reads; the site's components and the visitor's mails fill their own language's templates.
 */
export const whatsappMessages = {
  request: (reference: string) => fill(templates.request, { reference }),
  quote: (title: string, total: string) => fill(templates.quote, { title, total }),
  toCustomer: (firstName: string, company: string, reference: string) =>
    `Bonjour${firstName ? ` ${firstName}` : ''}, ici ${company}, au sujet de votre demande de devis ${reference}.`,
}
