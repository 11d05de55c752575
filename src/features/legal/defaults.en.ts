import { en } from '@/i18n/site/en'
import { COMPANY_NAME } from '@/lib/company'
import { lexicalFromParagraphs } from '@/lib/lexical'

import type { legalPagesDefaults } from './defaults'

/**
 * The legal pages in English (#45), a translation of the French texts. As in French, the pages
 * add what the server knows (retention periods, contact details), so these texts never state them.
 */
export const legalPagesDefaultsEn: typeof legalPagesDefaults = {
  privacy: {
    title: en.legalPages.privacy.title,
    content: lexicalFromParagraphs([
      `${COMPANY_NAME} complies with Law No. 2017-28 of 3 May 2017 on the protection of personal data in Niger. This page explains what data the site collects, why, how long it is kept and how to exercise your rights.`,
      '## Data you send us',
      'The quote request form collects your name, email address and phone number and, if you provide them, your company, the subject, the service and the budget you have in mind, and your message. This data is used solely to examine your request and reply to you.',
      'Signing up to the newsletter collects your email address. The subscription only becomes active once you have confirmed it through the link you receive, and every mailing contains a one-click unsubscribe link.',
      '## Audience measurement',
      'The site counts its page views without cookies or third-party tools: the page’s address, its title, where the visit came from (search engine, social network, direct link…) and how long it lasted. Your IP address is never recorded: together with the name of your browser, it is used only to calculate a visit identifier that changes every day. Detailed page views are deleted after the period stated below; only anonymous daily summaries are kept.',
      '## Recipients',
      `Your data is accessible only to the ${COMPANY_NAME} team. Emails (acknowledgements of receipt, replies, newsletter) are sent through our mail server. We do not sell or rent your data, and we do not pass it on to any third party for commercial purposes.`,
      '## Your rights',
      'You may ask to access, correct or delete the data concerning you, or object to its use, by writing to the email address given below. We reply within one month. You may also refer the matter to Niger’s data protection authority, the Haute Autorité de Protection des Données à caractère Personnel (HAPDP).',
    ]),
  },
  terms: {
    title: en.legalPages.terms.title,
    content: lexicalFromParagraphs([
      `These terms and conditions apply to the services, rentals and sales of ${COMPANY_NAME}. Any order or booking constitutes acceptance of these terms, supplemented where applicable by the quote or the signed contract, which take precedence.`,
      '## Quotes',
      'The estimates shown on the site, in particular those of the rental calculator, are given for information only. Only a written quote, drawn up after your request has been reviewed, is binding on the company. Unless otherwise stated, a quote is valid for 30 days.',
      '## Prices and payment',
      'Prices are expressed in CFA francs (FCFA), excluding taxes unless otherwise stated. The payment terms (down payment, instalments) are those of the accepted quote.',
      '## Rental of machinery and equipment',
      'The rental period runs from the time the equipment is made available until it is returned. The hirer shall use the equipment in accordance with its intended purpose, shall be responsible for its safekeeping and shall return it in the condition in which it was received, fair wear and tear excepted. A security deposit may be required. Transport, fuel and the operator are invoiced as set out in the quote.',
      '## Sale of vehicles and equipment',
      'Ownership passes on payment of the full price. Vehicles and equipment are delivered with the documents and warranties specified in the sales contract.',
      '## Disputes',
      'These terms and conditions are governed by the law of Niger. In the event of a disagreement, an amicable settlement is sought first; failing that, the matter is referred to the competent courts of Niger.',
    ]),
  },
  notice: {
    title: en.legalPages.notice.title,
    content: lexicalFromParagraphs([
      '## Site publisher',
      `This site is published by ${COMPANY_NAME}, a multi-sector company governed by the law of Niger: construction and public works, water engineering, equipment rental and sale, automotive, electronics and general trade. Its contact details are given below.`,
      '## Intellectual property',
      `The texts, photographs, logos and trademarks on this site belong to ${COMPANY_NAME} or to their respective authors. Any reproduction without written permission is prohibited.`,
      '## Liability',
      'The information on this site is provided for information only and is updated regularly. Prices, availability and equipment specifications are confirmed by quote.',
      '## Personal data',
      'How your data is processed is described in the privacy policy.',
    ]),
  },
}
