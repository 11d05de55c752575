import type { SiteText } from './fr'

/** The company's identity and bank as the general settings keep them (« Mentions légales »). */
export type LegalSettings = {
  taxId?: string | null
  tradeRegister?: string | null
  bankName?: string | null
  bankAccount?: string | null
}

export type LegalMentions = {
  /** « NIF : … · RCCM : … », null while neither is set */
  identity: string | null
  /** « Banque : … · IBAN / RIB : … », null while no account is set */
  bank: string | null
}

const joined = (parts: [label: string, value: string | null | undefined][], colon: string) => {
  const set = parts.filter(([, value]) => value?.trim())
  return set.length
    ? set.map(([label, value]) => `${label}${colon}${value!.trim()}`).join(' · ')
    : null
}

/**
 * The legal lines every document the site issues prints (the quote's PDF and page, the
 * catalogue), written once from the settings in the document's language.
 */
export function legalMentions(
  settings: LegalSettings | null | undefined,
  { pdf, meta }: Pick<SiteText, 'pdf' | 'meta'>,
): LegalMentions {
  return {
    identity: joined(
      [
        [pdf.taxId, settings?.taxId],
        [pdf.tradeRegister, settings?.tradeRegister],
      ],
      meta.colon,
    ),
    bank: settings?.bankAccount?.trim()
      ? joined(
          [
            [pdf.bank, settings.bankName],
            [pdf.bankAccount, settings.bankAccount],
          ],
          meta.colon,
        )
      : null,
  }
}
