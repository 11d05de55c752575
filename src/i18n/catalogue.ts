/**
 * The catalogue's strings (its PDF, a sold machine's notice), a module of their own because a
 * client component (a machine's actions) imports them: importing `fr` would put every string of
 * the site and the back office in the home page's JavaScript.
 */
export const catalogueText = {
  soldNotice: 'Cet équipement est vendu : il ne peut plus être demandé.',
  title: 'Catalogue des équipements',
  generatedOn: (date: string) => `Généré le ${date}`,
  phone: 'Téléphone',
  email: 'Email',
  empty: 'Aucun équipement disponible pour le moment.',
  location: 'Localisation',
  unitsAvailable: (count: number) =>
    count > 1 ? `${count} unités disponibles` : `${count} unité disponible`,
  pageNumber: (page: number, total: number) => `Page ${page} / ${total}`,
}
