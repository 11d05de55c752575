import { CheckCircle } from 'lucide-react'

type Props = {
  heading: string
  /** rentalConditionLines (src/i18n/site/rentalTerms.ts): the taxes' line, then the settings'. */
  lines: string[]
  /** h3 in the calculator's column, h2 on a machine's page. */
  level: 'h2' | 'h3'
  /** Light text on the calculator's dark background. */
  inverted?: boolean
}

/** The rental conditions, the same lines wherever a price is shown. */
export function RentalConditions({ heading, lines, level: Heading, inverted = false }: Props) {
  return (
    <section aria-label={heading}>
      <Heading className={`text-lg font-bold ${inverted ? '' : 'text-slate-900'}`}>
        {heading}
      </Heading>
      <ul className="mt-3 space-y-2">
        {lines.map((line) => (
          <li
            key={line}
            className={`flex items-start gap-3 ${inverted ? 'text-blue-50' : 'text-slate-700'}`}
          >
            <CheckCircle
              aria-hidden="true"
              className={`mt-0.5 h-5 w-5 shrink-0 ${inverted ? 'text-green-400' : 'text-green-700'}`}
            />{' '}
            {line}
          </li>
        ))}
      </ul>
    </section>
  )
}
