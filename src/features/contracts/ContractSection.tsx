import { siteText } from '@/i18n/site'
import { formatDay } from '@/lib/format'

import { ContractSign } from './ContractSign.client'
import { ExtendRental } from './ExtendRental.client'
import { CONTRACT_CODE_MINUTES } from './labels'
import type { CustomerContract } from './customerView'

/** « Prolonger la location » under a signed contract: the latest ask's state, then the form. */
function Extension({
  contract,
  reference,
  token,
}: {
  contract: CustomerContract
  reference: string
  token: string
}) {
  const { customerQuote, meta } = siteText()
  const words = customerQuote.extension
  const ask = contract.extension
  const waiting = ask?.status === 'asked' || ask?.status === 'proposed'
  const canAsk = contract.reservation.extendable && !waiting
  return (
    <div className="space-y-3 border-t border-slate-200 pt-4">
      <h3 className="text-lg font-bold text-slate-900">{words.heading}</h3>
      {canAsk && (
        <p className="text-slate-700">
          {words.intro(formatDay(contract.reservation.endDate, meta.intl))}
        </p>
      )}
      {ask && (
        <p role="status" className="rounded-xl bg-slate-50 p-4 text-slate-800">
          {ask.text}
        </p>
      )}
      <ExtendRental
        reference={reference}
        token={token}
        reservation={contract.reservation.id}
        endDate={contract.reservation.endDate}
        proposal={ask?.status === 'proposed' ? ask.id : null}
        canAsk={canAsk}
      />
    </div>
  )
}

/**
 * « Contrat de location » on the customer's page (#62): each contract's latest version, its PDF
 * and the SHA-256 the signature will carry; signed, the date and the signed PDF; else the form.
 */
export function ContractSection({
  contracts,
  reference,
  token,
  name,
}: {
  contracts: CustomerContract[]
  reference: string
  token: string
  name: string
}) {
  if (!contracts.length) return null
  const words = siteText().customerQuote.contract
  return (
    <section aria-labelledby="contrat" className="space-y-6">
      <h2 id="contrat" className="text-2xl font-bold text-slate-900">
        {words.heading}
      </h2>
      {contracts.map((contract) => (
        <article
          key={contract.id}
          aria-label={contract.title}
          className="space-y-4 rounded-2xl border border-slate-200 p-5"
        >
          <p className="text-slate-700">{words.intro(contract.title, contract.period)}</p>
          <a
            href={contract.pdfPath}
            className="inline-flex min-h-11 items-center rounded-lg border border-blue-700 px-5 font-semibold text-blue-800"
          >
            {words.pdf}
          </a>
          <p className="text-xs text-slate-600">
            {words.fingerprint}{' '}
            <code data-testid="contract-sha256" className="break-all">
              {contract.sha256}
            </code>
          </p>
          {contract.signed ? (
            <div className="space-y-3">
              <p role="status" className="rounded-xl bg-green-50 p-4 font-semibold text-green-900">
                {contract.signed}
              </p>
              {contract.signedPdfPath && (
                <a
                  href={contract.signedPdfPath}
                  className="inline-flex min-h-11 items-center rounded-lg bg-blue-700 px-5 font-semibold text-white"
                >
                  {words.signedPdf}
                </a>
              )}
            </div>
          ) : (
            <ContractSign
              reference={reference}
              token={token}
              contract={contract.id}
              sha256={contract.sha256}
              name={name}
              minutes={CONTRACT_CODE_MINUTES}
            />
          )}
          {(contract.reservation.extendable || contract.extension?.status === 'accepted') && (
            <Extension contract={contract} {...{ reference, token }} />
          )}
        </article>
      ))}
    </section>
  )
}
