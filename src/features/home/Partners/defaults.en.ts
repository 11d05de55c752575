import type { partnersDefaults } from './defaults'

// the same rows as the French: their names are the companies' own
const partner = (n: number, name: string, description: string) => ({
  id: `partner-${n}`,
  name,
  description,
  logo: null,
  website: '',
  isActive: true,
})

/** The partners section's defaults in English (#45). */
export const partnersDefaultsEn: typeof partnersDefaults = {
  isActive: true,
  badgeText: 'Prestigious Partners',
  title: 'Our Trusted Partners',
  description: 'Institutions, companies and suppliers who support us every day.',
  showBadge: true,
  maxDisplay: 8,
  partners: [
    partner(1, 'Sahel Construction', 'Civil engineering company'),
    partner(2, 'Niger Hydro Services', 'Boreholes and water supply'),
    partner(3, 'Ténéré Logistique', 'Transport and logistics'),
    partner(4, 'Banque du Sahel', 'Financial partner'),
    partner(5, 'Aïr Matériaux', 'Building materials supplier'),
    partner(6, 'Niamey Équipements', 'Machinery dealer'),
    partner(7, 'Tillabéri Agro', 'Agricultural development'),
    partner(8, 'Zinder Électrique', 'Electrical installations'),
    partner(9, 'Maradi Commerce', 'Distribution and trading'),
    partner(10, 'Dosso BTP', 'Road works'),
    partner(11, 'Tahoua Forages', 'Village water supply'),
    partner(12, 'Diffa Import-Export', 'International trade'),
    partner(13, 'Agadez Motors', 'Vehicles and spare parts'),
  ],
}
