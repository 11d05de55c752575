/**
 * A sent quote's terms until the general settings say otherwise (« Devis et WhatsApp »): Niger's
 * standard VAT rate, a month of validity, and the company's usual conditions.
 */
export const QUOTE_VAT_RATE = 19
export const QUOTE_VALIDITY_DAYS = 30
export const QUOTE_CONDITIONS =
  'Prix en francs CFA (XOF). Location : carburant et transport non compris sauf mention contraire ; engin remis avec son opérateur sur demande. Paiement : 50 % à la commande, le solde à la livraison ou à la fin de la location.'
