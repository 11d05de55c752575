import { priceLines, type PriceWords } from '@/lib/offers'

type Props = {
  equipment: Parameters<typeof priceLines>[0]
  /** The dialog's and the page's larger figures. */
  large?: boolean
  /** The page's dictionary (the browser's or the server's) and its number format. */
  words: PriceWords & { priceOnRequest: string }
  intl: string
}

/** A machine's prices: « 85 000 FCFA/jour » (larger: its week and month too), « Prix de vente 25 000 000 FCFA », or both. */
export function Prices({ equipment, large = false, words, intl }: Props) {
  const lines = priceLines(equipment, words, intl, { periods: large })
  if (!lines.length) return <p className="text-slate-600">{words.priceOnRequest}</p>
  return (
    <div className="flex flex-col gap-1">
      {lines.map((line) => (
        <p key={line.kind} className={`font-bold text-blue-800 ${large ? 'text-xl' : 'text-lg'}`}>
          {line.kind === 'sale' && (
            <span className={`text-sm font-semibold text-slate-600 ${large ? 'block' : 'mr-2'}`}>
              {line.label}
            </span>
          )}
          {line.text}
        </p>
      ))}
    </div>
  )
}
