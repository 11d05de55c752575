/**
 * What the one-price-list migration (#59, `*_one_price_list`) does to the data, on both engines:
 * the calculator's own conditions become the general settings' rental conditions, in each
 * language, less its line on taxes (the taxes' line is now written from the quotes' VAT rate);
 * the quotes' conditions still at their former default lose the rental terms they contradicted.
 * The texts are frozen here: later defaults must not change what this migration did.
 */
const CALCULATOR_TAX_LINES = ['Prix toutes taxes comprises', 'Prices include all taxes']

export const QUOTE_CONDITIONS_CHANGES = [
  {
    before:
      'Prix en francs CFA (XOF). Location : carburant et transport non compris sauf mention contraire ; engin remis avec son opérateur sur demande. Paiement : 50 % à la commande, le solde à la livraison ou à la fin de la location.',
    after:
      'Prix en francs CFA (XOF). Paiement : 50 % à la commande, le solde à la livraison ou à la fin de la location.',
  },
  {
    before:
      'Prices in CFA francs (XOF). Rental: fuel and transport not included unless otherwise stated; machine supplied with its operator on request. Payment: 50% on order, the balance on delivery or at the end of the rental.',
    after:
      'Prices in CFA francs (XOF). Payment: 50% on order, the balance on delivery or at the end of the rental.',
  },
]

const literal = (text: string) => `'${text.replaceAll("'", "''")}'`

/**
 * Its statements, in SQL both engines read: after the settings' texts have their `locale` column,
 * before the calculator's texts go. A site whose settings were never saved keeps the defaults.
 */
export const RENTAL_CONDITIONS_TO_SETTINGS: string[] = [
  `INSERT INTO "site_settings_texts" ("order", "parent_id", "path", "text", "locale")
    SELECT t."order", s."id", 'rentalConditions', t."text", t."locale"
    FROM "section_quote_calculator_texts" t
    CROSS JOIN (SELECT "id" FROM "site_settings" ORDER BY "id" LIMIT 1) s
    WHERE t."path" = 'conditions' AND t."text" IS NOT NULL
      AND t."text" NOT IN (${CALCULATOR_TAX_LINES.map(literal).join(', ')})`,
  ...QUOTE_CONDITIONS_CHANGES.map(
    ({ before, after }) =>
      `UPDATE "site_settings_locales" SET "quote_conditions" = ${literal(after)} WHERE "quote_conditions" = ${literal(before)}`,
  ),
]

/** Going back: the settings' rental conditions are the calculator's again (its taxes' line lost). */
export const RENTAL_CONDITIONS_BACK_TO_CALCULATOR: string[] = [
  `INSERT INTO "section_quote_calculator_texts" ("order", "parent_id", "path", "text", "locale")
    SELECT t."order", c."id", 'conditions', t."text", t."locale"
    FROM "site_settings_texts" t
    CROSS JOIN (SELECT "id" FROM "section_quote_calculator" ORDER BY "id" LIMIT 1) c
    WHERE t."path" = 'rentalConditions'`,
  `DELETE FROM "site_settings_texts" WHERE "path" = 'rentalConditions'`,
]
