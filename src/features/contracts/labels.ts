// audience: the team, in French (tests/unit/site-strings.unit.spec.ts)

/** The contract's insurance clause when the settings leave it empty (#62). */
export const DEFAULT_CONTRACT_INSURANCE =
  'Le matériel est assuré par le loueur contre l’incendie et le vol avec effraction. Les dommages causés au matériel par le locataire, ses préposés ou des tiers pendant la location restent à la charge du locataire, déduction faite de la caution.'

/** The contract's general clauses when the settings leave them empty (#62). */
export const DEFAULT_CONTRACT_CLAUSES = [
  'Le locataire utilise le matériel en bon père de famille, pour l’usage prévu et sur le chantier indiqué ; il ne le sous-loue ni ne le prête.',
  'Le matériel est rendu à la date prévue, propre et avec le plein fait ; chaque jour de retard est facturé aux tarifs du contrat.',
  'Le locataire signale sans délai toute panne ou tout accident ; il ne fait réparer le matériel qu’avec l’accord du loueur.',
  'La caution est rendue au retour, diminuée des dommages constatés contradictoirement au bon de retour.',
  'Le présent contrat est accepté électroniquement ; l’acte uniforme OHADA relatif au droit commercial général et la loi nigérienne de 2019 sur les transactions électroniques en admettent la preuve.',
].join('\n')

/** How long a code mailed to the customer opens their acceptance, and how many tries it allows. */
export const CONTRACT_CODE_MINUTES = 15
export const CONTRACT_CODE_TRIES = 5
/** A new code is sent at most once a minute for one contract. */
export const CONTRACT_CODE_RESEND_SECONDS = 60

/** « LOC-12 »: the contract of reservation 12, whatever its version. */
export const contractReference = (reservation: number | string) => `LOC-${reservation}`

/** « Contrat de location LOC-12, version 2 » */
export const contractTitle = (reservation: number | string, version: number) =>
  `Contrat de location ${contractReference(reservation)}, version ${version}`

/** Where a customer's ask for more days stands (#62). */
export const EXTENSION_STATUSES = ['asked', 'proposed', 'accepted', 'refused'] as const
export type ExtensionStatus = (typeof EXTENSION_STATUSES)[number]
export const EXTENSION_STATUS_LABELS: Record<ExtensionStatus, string> = {
  asked: 'Demandée',
  proposed: 'Autre date proposée',
  accepted: 'Acceptée',
  refused: 'Refusée',
}
/** How far past its end a rental may be asked to go, in days. */
export const EXTENSION_MAX_DAYS = 180
