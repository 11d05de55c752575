import type { Department } from '@/generated/payload-types'

type DepartmentSeed = Pick<
  Department,
  'name' | 'slug' | 'description' | 'icon' | 'color' | 'features'
> & {
  motif: 'hills' | 'grid' | 'waves'
}

export const departmentSeeds: DepartmentSeed[] = [
  {
    name: 'BTP & Travaux Publics',
    slug: 'btp-travaux-publics',
    icon: 'HardHat',
    color: '#1e40af',
    motif: 'grid',
    description:
      'Construction de routes, de bâtiments publics et privés et d’ouvrages d’art sur tout le territoire nigérien, avec nos propres équipes et engins.',
    features: [
      'Construction de routes',
      'Bâtiments publics & privés',
      "Ponts et ouvrages d'art",
      'Voirie et assainissement',
      'Terrassement',
    ],
  },
  {
    name: 'Hydraulique',
    slug: 'hydraulique',
    icon: 'Droplets',
    color: '#0891b2',
    motif: 'waves',
    description:
      'Forages, châteaux d’eau et réseaux d’adduction pour apporter l’eau potable aux villes et aux villages.',
    features: [
      'Forages',
      "Châteaux d'eau",
      "Adduction d'eau potable",
      'Ouvrages hydrauliques',
      'Irrigation',
    ],
  },
  {
    name: "Location & Vente d'Engins",
    slug: 'location-vente-engins',
    icon: 'Truck',
    color: '#ea580c',
    motif: 'hills',
    description:
      'Un parc d’engins de chantier et de levage entretenus, à louer avec ou sans opérateur, ou à acheter.',
    features: [
      'Location engins BTP',
      "Vente d'engins neufs et d'occasion",
      'Opérateurs qualifiés',
      'Maintenance préventive',
      'Livraison sur chantier',
    ],
  },
  {
    name: 'Automobile',
    slug: 'automobile',
    icon: 'Car',
    color: '#dc2626',
    motif: 'hills',
    description:
      'Vente de véhicules particuliers et utilitaires, pièces détachées d’origine et atelier d’entretien.',
    features: [
      'Vente véhicules',
      'Pièces détachées',
      'Entretien et réparation',
      'Véhicules utilitaires',
    ],
  },
  {
    name: 'Électronique',
    slug: 'electronique',
    icon: 'Cpu',
    color: '#7c3aed',
    motif: 'grid',
    description:
      'Matériel informatique, téléphonie, installations électriques et solutions solaires pour les entreprises et les particuliers.',
    features: [
      'Matériel informatique',
      'Téléphonie',
      'Installations électriques',
      'Énergie solaire',
    ],
  },
  {
    name: 'Commerce Général',
    slug: 'commerce-general',
    icon: 'ShoppingBag',
    color: '#16a34a',
    motif: 'waves',
    description:
      'Import-export, distribution de matériaux de construction et fournitures pour les professionnels.',
    features: [
      'Import-Export',
      'Matériaux de construction',
      'Distribution',
      'Fournitures de bureau',
    ],
  },
]
