/** The French messages that the site's WhatsApp links prefill (#42). */
export const whatsappMessages = {
  general: 'Bonjour, je souhaite des informations sur vos services.',
  machine: (name: string, url: string) => `Bonjour, je suis intéressé(e) par « ${name} » : ${url}`,
  estimate: (machine: string, duration: string, estimate: string) =>
    `Bonjour, je souhaite louer « ${machine} » (${duration}) : l’estimation du site est de ${estimate}. Est-il disponible ?`,
  request: (reference: string) =>
    `Bonjour, je vous écris au sujet de ma demande de devis ${reference}.`,
  quote: (title: string, total: string) =>
    `Bonjour, je vous écris au sujet du devis ${title} (total ${total} TTC).`,
  toCustomer: (firstName: string, company: string, reference: string) =>
    `Bonjour${firstName ? ` ${firstName}` : ''}, ici ${company}, au sujet de votre demande de devis ${reference}.`,
}
