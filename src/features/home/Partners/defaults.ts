const partner = (n: number, name: string, description: string) => ({
  id: `partner-${n}`,
  name,
  description,
  logo: null,
  website: '',
  isActive: true,
})

export const partnersDefaults = {
  isActive: true,
  badgeText: 'Partenaires Prestigieux',
  title: 'Nos Partenaires de Confiance',
  description: 'Institutions, entreprises et fournisseurs qui nous accompagnent au quotidien.',
  showBadge: true,
  maxDisplay: 8,
  partners: [
    partner(1, 'Sahel Construction', 'Entreprise de génie civil'),
    partner(2, 'Niger Hydro Services', 'Forages et adduction d’eau'),
    partner(3, 'Ténéré Logistique', 'Transport et logistique'),
    partner(4, 'Banque du Sahel', 'Partenaire financier'),
    partner(5, 'Aïr Matériaux', 'Fournisseur de matériaux de construction'),
    partner(6, 'Niamey Équipements', 'Concessionnaire d’engins'),
    partner(7, 'Tillabéri Agro', 'Aménagements agricoles'),
    partner(8, 'Zinder Électrique', 'Installations électriques'),
    partner(9, 'Maradi Commerce', 'Distribution et négoce'),
    partner(10, 'Dosso BTP', 'Travaux routiers'),
    partner(11, 'Tahoua Forages', 'Hydraulique villageoise'),
    partner(12, 'Diffa Import-Export', 'Commerce international'),
    partner(13, 'Agadez Motors', 'Véhicules et pièces détachées'),
  ],
}
