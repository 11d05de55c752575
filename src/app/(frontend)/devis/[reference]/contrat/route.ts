import { contractPdfForCustomer } from '@/features/contracts/customerPdf'
import { payloadClient } from '@/platform/data/payload'

export const dynamic = 'force-dynamic'

/**
 * GET /devis/<reference>/contrat?t=…&c=<contract>: a contract's exact PDF, as the customer reads
 * it before signing; `&signe=1`, the signed one with its evidence page. On the link's token.
 */
export async function GET(
  request: Request,
  { params }: { params: Promise<{ reference: string }> },
): Promise<Response> {
  const { reference } = await params
  const query = new URL(request.url).searchParams
  return contractPdfForCustomer(await payloadClient(), reference, {
    token: query.get('t'),
    contract: query.get('c'),
    signed: query.get('signe') === '1',
  })
}
