'use client'

import { useFormFields } from '@payloadcms/ui'

import { MAX_DISPLAY } from '@/lib/constants'

import './partnersPreview.scss'

type Partner = { name: string; active: boolean }

/**
 * « Aperçu » of the partners' editor: how many partners are active and the names the home page's
 * carousel shows (the first « Nombre de partenaires à afficher » active ones), from the form as
 * it is, saved or not.
 */
export function PartnersPreview() {
  const { partners, maxDisplay } = useFormFields(([fields]) => {
    const rows = Number(fields.partners?.value ?? 0)
    const list: Partner[] = Array.from({ length: rows }, (_, index) => ({
      name: String(fields[`partners.${index}.name`]?.value ?? '').trim(),
      active: fields[`partners.${index}.isActive`]?.value !== false,
    }))
    return {
      partners: list,
      maxDisplay: Number(fields.maxDisplay?.value) || MAX_DISPLAY.partners.fallback,
    }
  })
  const active = partners.filter((partner) => partner.active && partner.name)
  const shown = active.slice(0, maxDisplay)
  return (
    <section className="bk-partners-preview" aria-labelledby="bk-partners-preview-title">
      <h2 id="bk-partners-preview-title">Aperçu</h2>
      <p role="status">
        {active.length} partenaire{active.length > 1 ? 's' : ''} actif
        {active.length > 1 ? 's' : ''} sur {partners.length} ; la page d’accueil en montre{' '}
        {shown.length}.
      </p>
      {shown.length > 0 && (
        <ul className="bk-partners-preview__grid" aria-label="Partenaires affichés">
          {shown.map((partner, index) => (
            <li key={`${index}-${partner.name}`}>{partner.name}</li>
          ))}
        </ul>
      )}
    </section>
  )
}
