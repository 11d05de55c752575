import { payloadClient } from '@/platform/data/payload'
import { requestForCustomer, sentQuoteOf } from '@/features/quotes/answer'
import { quotePdfResponse } from '@/features/quotes/pdf'
import { siteText } from '@/i18n/site'

export const dynamic = 'force-dynamic'

const notFound = () =>
  new Response(siteText().customerQuote.notFound, {
    status: 404,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  })

/** GET /devis/<reference>/pdf?t=…: the customer's last quote as a PDF, on their link's token. */
export async function GET(
  request: Request,
  { params }: { params: Promise<{ reference: string }> },
): Promise<Response> {
  const { reference } = await params
  const token = new URL(request.url).searchParams.get('t')
  const payload = await payloadClient()
  const quoteRequest = await requestForCustomer(payload, reference, token).catch(() => null)
  const quote = quoteRequest ? sentQuoteOf(quoteRequest) : null
  if (!quoteRequest || !quote) return notFound()
  return quotePdfResponse(payload, quoteRequest, quote)
}
