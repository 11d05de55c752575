// audience: the team, in French (tests/unit/site-strings.unit.spec.ts)
import 'server-only'

import type { Payload } from 'payload'

import { customerLinks } from '@/features/quotes/links'
import { pdfFile } from '@/features/yard/documentHead'
import type { Contract, QuoteRequest } from '@/generated/payload-types'
import { dictionaries } from '@/i18n/site'
import { teamAddresses } from '@/lib/company'
import { siteLocaleOf } from '@/lib/locales'
import { publicUrl } from '@/platform/runtime/environment'
import { mailBrand, readSiteSettings } from '@/platform/services/mail/brand'
import { sendMail } from '@/platform/services/mail/outbox'
import { render } from '@/platform/services/mail/templates'
import type { MailFile } from '@/platform/services/mail/transport'

import { contractReference, CONTRACT_CODE_MINUTES } from './labels'
import { contractFileName } from './pdf'
import { signedContract } from './signed'

const wordsOf = (request: QuoteRequest) => dictionaries[siteLocaleOf(request.locale)]

const titleOf = (request: QuoteRequest, contract: Pick<Contract, 'reservation' | 'version'>) =>
  wordsOf(request).customerQuote.contract.title(
    contractReference(Number(contract.reservation)),
    contract.version,
  )

/** To the customer, in their language: the contract is ready on their page (#62). */
export async function mailContractReady(
  payload: Payload,
  request: QuoteRequest,
  contract: Contract,
  to: string,
) {
  const brand = await mailBrand(payload)
  const text = wordsOf(request)
  const words = text.mails.contract
  const title = titleOf(request, contract)
  const links = await customerLinks(payload, request)
  return sendMail(payload, {
    kind: 'contract',
    to,
    replyTo: brand.email,
    ...render(
      brand,
      words.readySubject(title, brand.name),
      [
        { paragraph: text.mails.hello('') },
        { paragraph: words.ready(title) },
        ...(links ? [{ button: { label: words.open, href: links.page } }] : []),
        { small: words.small(brand.phone) },
      ],
      text.meta,
    ),
  })
}

/**
 * To the customer: the one-time code. The log keeps the mail with the code hidden, and never
 * sends it again (« Renvoyer »): the team cannot sign in the customer's place.
 */
export async function mailContractCode(
  payload: Payload,
  request: QuoteRequest,
  contract: Contract,
  to: string,
  code: string,
) {
  const brand = await mailBrand(payload)
  const text = wordsOf(request)
  const words = text.mails.contract
  const title = titleOf(request, contract)
  const mail = (shown: string) => ({
    kind: 'code' as const,
    to,
    replyTo: brand.email,
    ...render(
      brand,
      words.codeSubject(shown, brand.name),
      [
        { paragraph: text.mails.hello('') },
        { paragraph: words.code(shown, title, CONTRACT_CODE_MINUTES) },
        { small: words.codeSmall },
      ],
      text.meta,
    ),
  })
  return sendMail(payload, mail(code), mail('••••••'))
}

/** The code's sentence, in the customer's language: the mail's, and the SMS's whole text. */
export async function contractCodeText(
  payload: Payload,
  request: QuoteRequest,
  contract: Contract,
  code: string,
) {
  const words = wordsOf(request).mails.contract
  const brand = await mailBrand(payload)
  return `${brand.name} : ${words.code(code, titleOf(request, contract), CONTRACT_CODE_MINUTES)} ${words.codeSmall}`
}

/** The signed PDF as a mail's file, drawn again from the acceptance for « Renvoyer ». */
async function signedFile(payload: Payload, contractId: number): Promise<MailFile | null> {
  const signed = await signedContract(payload, contractId)
  return signed
    ? pdfFile(signed.bytes, contractFileName(signed.reservation, signed.version, true), {
        contract: contractId,
      })
    : null
}

/** « Renvoyer » of a signed contract's mail: its PDF drawn again. */
export const signedDrawnAgain = (
  payload: Payload,
  source: NonNullable<MailFile['drawnFrom']>,
): Promise<MailFile | null> =>
  'contract' in source ? signedFile(payload, source.contract) : Promise.resolve(null)

/** The signed contract with its evidence page, to the customer and to the team. */
export async function mailSignedContract(
  payload: Payload,
  request: QuoteRequest,
  contract: Contract,
  customerEmail: string,
  signer: string,
) {
  const file = await signedFile(payload, contract.id)
  if (!file) return
  const settings = await readSiteSettings(payload)
  const brand = await mailBrand(payload, settings)
  const text = wordsOf(request)
  const words = text.mails.contract
  const title = titleOf(request, contract)
  await sendMail(payload, {
    kind: 'contract',
    to: customerEmail,
    replyTo: brand.email,
    attachments: [file],
    ...render(
      brand,
      words.signedSubject(title, brand.name),
      [
        { paragraph: text.mails.hello('') },
        { paragraph: words.signed(title, signer) },
        { small: words.small(brand.phone) },
      ],
      text.meta,
    ),
  })
  const fr = dictionaries.fr.customerQuote.contract
  const frenchTitle = fr.title(contractReference(Number(contract.reservation)), contract.version)
  await sendMail(payload, {
    kind: 'contract',
    to: teamAddresses(settings ?? {}).join(', '),
    attachments: [file],
    ...render(brand, `${frenchTitle} signé par ${signer}`, [
      {
        paragraph: `${signer} a signé le ${frenchTitle.charAt(0).toLowerCase()}${frenchTitle.slice(1)} sur sa page (code reçu à ${customerEmail}). Le contrat signé et sa page de preuve sont joints.`,
      },
      {
        button: {
          label: 'Ouvrir la réservation',
          href: `${publicUrl()}/admin/collections/reservations/${contract.reservation}`,
        },
      },
    ]),
  })
}
