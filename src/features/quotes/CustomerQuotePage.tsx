import type { ReactNode } from 'react'

import { PageHeader } from '@/ui/PageHeader'
import type { CustomerQuoteView } from './customerQuote'
import { formatLongDate, formatLongDateTime, formatPrice } from '@/lib/format'
import { lineText } from '@/i18n/site/template'

import { QuoteAnswer } from './QuoteAnswer.client'
import { siteText } from '@/i18n/site'

function Timeline({ step, closed }: { step: number; closed: boolean }) {
  const text = siteText().customerQuote
  return (
    <ol aria-label={text.progress} className="grid gap-3 sm:grid-cols-4">
      {text.steps.map((label, index) => {
        const done = index <= step
        return (
          <li
            key={label}
            aria-current={index === step ? 'step' : undefined}
            className={`flex items-center gap-3 rounded-xl border p-3 text-sm font-semibold ${
              done
                ? 'border-green-600 bg-green-50 text-green-900'
                : 'border-slate-200 text-slate-500'
            }`}
          >
            <span
              aria-hidden="true"
              className={`flex h-7 w-7 shrink-0 items-center justify-center rounded-full text-white ${
                done ? 'bg-green-600' : 'bg-slate-300'
              }`}
            >
              {done ? '✓' : index + 1}
            </span>
            {label}
            <span className="sr-only">{done ? text.stepDone : text.stepToCome}</span>
          </li>
        )
      })}
      {closed && (
        <li className="rounded-xl border border-slate-300 bg-slate-50 p-3 text-sm text-slate-700 sm:col-span-4">
          {text.closed}
        </li>
      )}
    </ol>
  )
}

function QuoteLines({ quote }: { quote: NonNullable<CustomerQuoteView['quote']> }) {
  const { customerQuote: text, meta } = siteText()
  const price = (amount: number) => formatPrice(amount, meta.intl)
  return (
    <>
      <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200">
        {quote.lines.map((line, index) => {
          const { designation, quantity } = lineText(line, text, meta.intl)
          return (
            <li key={index} className="flex flex-wrap items-baseline justify-between gap-2 p-4">
              <span className="font-semibold text-slate-900">{designation}</span>
              <span className="text-sm text-slate-600">
                {quantity} × {price(line.unitPrice)}
              </span>
              <span className="w-full text-right font-semibold sm:w-auto">{price(line.total)}</span>
            </li>
          )
        })}
      </ul>
      <dl className="mt-4 space-y-1 text-right">
        <div className="flex justify-end gap-4">
          <dt className="text-slate-600">{text.totalHT}</dt>
          <dd>{price(quote.totalHT)}</dd>
        </div>
        <div className="flex justify-end gap-4">
          <dt className="text-slate-600">{text.vat(quote.vatRate.toLocaleString(meta.intl))}</dt>
          <dd>{price(quote.vat)}</dd>
        </div>
        <div className="flex justify-end gap-4 text-lg font-bold text-blue-900">
          <dt>{text.totalTTC}</dt>
          <dd data-testid="total-ttc">{price(quote.totalTTC)}</dd>
        </div>
      </dl>
    </>
  )
}

function QuoteState({ view }: { view: CustomerQuoteView }) {
  const quote = view.quote!
  const { customerQuote: text, meta } = siteText()
  const date = (value: string) => formatLongDate(value, meta.intl)
  if (quote.acceptedAt)
    return (
      <p role="status" className="rounded-xl bg-green-50 p-4 font-semibold text-green-900">
        {text.accepted(formatLongDateTime(quote.acceptedAt, meta.intl), quote.acceptedBy ?? '')}
      </p>
    )
  if (quote.refusedAt)
    return (
      <p role="status" className="rounded-xl bg-slate-100 p-4 text-slate-800">
        {text.refused(date(quote.refusedAt))}
      </p>
    )
  if (quote.expired)
    return (
      <p role="status" className="rounded-xl bg-amber-50 p-4 text-amber-900">
        {text.expired(date(quote.validUntil))}
      </p>
    )
  return <QuoteAnswer reference={view.reference} token={view.token} name={view.customerName} />
}

/** The company's NIF, RCCM and bank account, as the quote's PDF prints them (#59). */
function LegalLines({ legal }: { legal: CustomerQuoteView['legal'] }) {
  const { pdf } = siteText()
  if (!legal.identity && !legal.bank) return null
  return (
    <div className="space-y-1 rounded-xl bg-slate-50 p-4 text-sm text-slate-700">
      {legal.identity && <p>{legal.identity}</p>}
      {legal.bank && (
        <p>
          <span className="font-semibold">{pdf.payment}</span> · {legal.bank}
        </p>
      )}
    </div>
  )
}

/**
 * The customer's page: where the request stands, what they asked, the quote and their answer;
 * `children` after the quote (the rental contract, composed by the route: #62).
 */
export function CustomerQuotePage({
  view,
  children,
}: {
  view: CustomerQuoteView
  children?: ReactNode
}) {
  const quote = view.quote
  const { customerQuote: text, meta } = siteText()
  const date = (value: string) => formatLongDate(value, meta.intl)
  return (
    <>
      <PageHeader
        title={text.title(view.reference)}
        description={text.received(date(view.receivedAt), view.customerName)}
      />
      <div className="mx-auto max-w-3xl space-y-10 px-4 py-10 sm:px-6">
        <Timeline step={view.step} closed={view.closed} />

        {quote && (
          <section aria-labelledby="devis" className="space-y-4">
            <div>
              <h2 id="devis" className="text-2xl font-bold text-slate-900">
                {text.quote(quote.title)}
              </h2>
              <p className="text-slate-600">
                {text.sent(date(quote.sentAt), date(quote.validUntil))}
              </p>
            </div>
            <QuoteLines quote={quote} />
            {quote.conditions && (
              <p className="text-sm whitespace-pre-line text-slate-600">{quote.conditions}</p>
            )}
            <LegalLines legal={view.legal} />
            <a
              href={quote.pdfPath}
              className="inline-flex min-h-11 items-center rounded-lg border border-blue-700 px-5 font-semibold text-blue-800"
            >
              {text.pdf}
            </a>
            <QuoteState view={view} />
          </section>
        )}

        {children}

        {view.whatsapp && (
          <a
            href={view.whatsapp}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-green-700 px-5 font-semibold text-white hover:bg-green-800"
          >
            {text.whatsapp}
          </a>
        )}

        <section aria-labelledby="demande" className="rounded-2xl bg-slate-50 p-6">
          <h2 id="demande" className="text-xl font-bold text-slate-900">
            {text.asked}
          </h2>
          <dl className="mt-4 space-y-3">
            {view.asked.map(([label, value]) => (
              <div key={label}>
                <dt className="text-sm font-semibold text-slate-500">{label}</dt>
                <dd className="whitespace-pre-line text-slate-800">{value}</dd>
              </div>
            ))}
          </dl>
        </section>
        <p className="text-sm text-slate-500">{text.private(view.phone)}</p>
      </div>
    </>
  )
}
