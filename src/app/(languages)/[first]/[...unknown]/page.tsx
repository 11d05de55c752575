import { notFound } from 'next/navigation'

/** Any other address under a first part: the 404 page in its language (not-found.tsx beside). */
export default function UnknownPage(): never {
  notFound()
}
