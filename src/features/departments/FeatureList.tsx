import { CheckCircle } from 'lucide-react'

/**
 * A department's features, each behind a green check: on the services page, the department's
 * page and its dialog (a plain component, so the client dialog can render it too).
 */
export function FeatureList({
  features,
  className,
  itemClassName = 'gap-2',
}: {
  features: string[]
  className: string
  itemClassName?: string
}) {
  return (
    <ul className={className}>
      {features.map((feature) => (
        <li key={feature} className={`flex items-start ${itemClassName}`}>
          <CheckCircle aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-green-700" />{' '}
          {feature}
        </li>
      ))}
    </ul>
  )
}
