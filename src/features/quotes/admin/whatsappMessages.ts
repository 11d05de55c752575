/**
 * The message the admin's « WhatsApp » button prefills for a customer (#42): the team writes in
 * French. The site's own links and the visitor's mails fill their language's templates
 * (`client.whatsapp` of `src/i18n/site`).
 */
export const whatsappMessages = {
  toCustomer: (firstName: string, company: string, reference: string) =>
    `Bonjour${firstName ? ` ${firstName}` : ''}, ici ${company}, au sujet de votre demande de devis ${reference}.`,
}
