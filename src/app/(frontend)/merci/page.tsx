import {
  FormSentPage,
  formSentMetadata,
  type FormSentSearchParams,
} from '@/features/quotes/FormSentPage'

// the receipt read from its address: never prerendered
export const dynamic = 'force-dynamic'
export const generateMetadata = formSentMetadata

/** A form posted before its page's script ran, stored: its receipt (#63). */
export default function FormSentRoute({ searchParams }: { searchParams: FormSentSearchParams }) {
  return <FormSentPage searchParams={searchParams} />
}
