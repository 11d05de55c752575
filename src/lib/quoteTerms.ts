/**
 * A sent quote's terms until the general settings say otherwise (« Devis et WhatsApp »): Niger's
 * standard VAT rate, a month of validity, and the company's usual payment terms.
 */
export const QUOTE_VAT_RATE = 19
export const QUOTE_VALIDITY_DAYS = 30
export const QUOTE_CONDITIONS =
  'Prix en francs CFA (XOF). Paiement : 50 % à la commande, le solde à la livraison ou à la fin de la location.'

/**
 * The rental conditions until the settings say otherwise: the specification's calculator's, but
 * its « Prix toutes taxes comprises », which the taxes' own line (from the VAT rate) replaces.
 */
export const RENTAL_CONDITIONS = [
  'Carburant inclus',
  'Livraison gratuite à Niamey',
  'Maintenance préventive incluse',
  'Opérateur qualifié disponible',
  'Remise pour les locations de longue durée',
]
