/** The catalogue PDF's strings (public site, still French only: #45). */
export const catalogueText = {
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
