import { notFound } from 'next/navigation'

/** Any other address under /en: the English 404 page (not the French one of the whole site). */
export default function UnknownEnglishPage(): never {
  notFound()
}
